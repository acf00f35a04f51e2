import type { CSSProperties } from "react";
import { cn } from "@/lib/utils";

/** The name is the brand's, the same in every language. */
const NAME = "Vowch";

// The mark: a "V" drawn as a check (vouched for) with an amber dot, the friend doing
// the vouching. Colours come from the theme so the logo follows index.css.
function MarkShapes() {
  return (
    <>
      <rect width="32" height="32" rx="9" className="fill-primary" />
      <path
        d="M9 13.4 14.3 23.2 23.4 8.8"
        fill="none"
        className="stroke-primary-foreground"
        strokeWidth="3.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="9" cy="8.4" r="2.3" className="fill-accent" />
    </>
  );
}

export interface WordmarkProps {
  /** Set the height with a class (`h-7`, `h-8`…); the width follows. */
  className?: string;
  /** Height in px, when a class is not convenient. */
  size?: number;
}

/** Mark plus "Vowch", as one scalable image (height drives width). */
export function Wordmark({ className, size }: WordmarkProps) {
  const style: CSSProperties | undefined = size ? { height: size } : undefined;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 116 32"
      role="img"
      aria-label={NAME}
      overflow="visible"
      className={cn("h-8 w-auto shrink-0 select-none", className)}
      style={style}
    >
      <MarkShapes />
      <text
        x="40"
        y="23.5"
        aria-hidden="true"
        className="fill-foreground font-sans"
        fontSize="22"
        fontWeight="800"
        letterSpacing="-0.5"
      >
        {NAME}
      </text>
    </svg>
  );
}
