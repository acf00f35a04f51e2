// "Add to calendar": downloads the .ics the server builds; a phone hands it to
// its calendar app. A plain link, so it works offline-refused like any download and needs no JS.
import { useTranslation } from "@/lib/use-translation";
import { CalendarPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export function AddToCalendar({
  href,
  label,
  compact = false,
  className,
}: {
  href: string;
  /** The accessible name when several sit on one screen (e.g. "Add Lawn care to calendar"). */
  label?: string;
  /** Icon only (lists). */
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      asChild
      variant="outline"
      size={compact ? "icon" : "sm"}
      className={cn(compact ? "size-11 shrink-0" : "min-h-11 w-fit", className)}
    >
      <a href={href} download aria-label={label} title={compact ? (label ?? t("actions.addToCalendar")) : undefined}>
        <CalendarPlus aria-hidden="true" />
        {compact ? null : t("actions.addToCalendar")}
      </a>
    </Button>
  );
}
