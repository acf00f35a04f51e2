// The card of a list item (a friend's provider or project, a request): an <li> holding one
// <article> named after its title. A card a link points at carries its `id` and, when the link
// chose it, a highlight.
import type * as React from "react";
import { cn } from "@/lib/utils";

/** The highlight of the card a link (a notification) opened. */
export const LINKED_CARD = "border-primary ring-2 ring-primary";

export function ListCard({
  label,
  children,
  id,
  highlighted = false,
  ref,
}: {
  label: string;
  children: React.ReactNode;
  id?: string;
  highlighted?: boolean;
  ref?: React.Ref<HTMLLIElement>;
}) {
  return (
    <li
      ref={ref}
      id={id}
      data-linked={highlighted || undefined}
      className={cn("scroll-mt-20 rounded-2xl border border-border bg-card p-4 shadow-sm", highlighted && LINKED_CARD)}
    >
      <article aria-label={label}>{children}</article>
    </li>
  );
}

/** Title over category on the left, a badge on the right. */
export function ListCardHeading({
  title,
  category,
  badge,
  truncate = false,
}: {
  title: string;
  category: React.ReactNode;
  badge: React.ReactNode;
  /** Clamp a long title to two lines. */
  truncate?: boolean;
}) {
  return (
    <div className="flex items-start justify-between gap-2">
      <div className="min-w-0">
        <h2 className={truncate ? "line-clamp-2 font-bold" : "font-bold"}>{title}</h2>
        <p className="text-caption text-muted-foreground">{category}</p>
      </div>
      {badge}
    </div>
  );
}
