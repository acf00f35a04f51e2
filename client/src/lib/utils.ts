import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

const isSpacing = (value: string) => /^\d+(\.\d+)?$/.test(value);

// tailwind-merge only knows Tailwind's default scale. Our theme (index.css) adds
// named text sizes and animations; without this, `text-title` would be read as a
// colour and silently dropped next to `text-primary`.
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      text: ["2xs", "caption", "body", "subtitle", "title", "display"],
      animate: ["fade-in", "fade-out", "sheet-in", "sheet-out", "pop-in", "pop-out"],
    },
    // Safe-area utilities from index.css: `pb-safe`, `pb-safe-4`, … conflict with `pb-*`.
    classGroups: {
      pt: [{ pt: ["safe", { safe: [isSpacing] }] }],
      pb: [{ pb: ["safe", { safe: [isSpacing] }] }],
      pl: [{ pl: ["safe"] }],
      pr: [{ pr: ["safe"] }],
    },
  },
});

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
