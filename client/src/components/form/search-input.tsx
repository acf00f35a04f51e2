// A search box with the magnifier drawn inside it, at its left edge.
import type * as React from "react";
import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";

export function SearchInput({
  containerClassName,
  large = false,
  label,
  ...input
}: Omit<React.ComponentProps<typeof Input>, "type" | "className"> & {
  containerClassName?: string;
  /** The bigger icon of a page's main search. */
  large?: boolean;
  /** A <Label> placed before the box, inside its container. */
  label?: React.ReactNode;
}) {
  return (
    <div className={containerClassName ? `relative ${containerClassName}` : "relative"}>
      {label}
      <Search
        className={`pointer-events-none absolute top-1/2 left-3 ${large ? "size-5" : "size-4"} -translate-y-1/2 text-muted-foreground`}
        aria-hidden="true"
      />
      <Input type="search" className={large ? "pl-10" : "pl-9"} {...input} />
    </div>
  );
}
