// An upkeep task in Home's "Coming up": its title and day (overdue said so), "Done", and either
// "Request a quote from {whoever did it last}" (the quote-request draft, its link given by the
// page) or "Ask your contacts" (the page opens a provider request in the task's trade).
import { useState } from "react";
import { useTranslation } from "@/lib/use-translation";
import { Link } from "wouter";
import { Wrench } from "lucide-react";
import type { TaskComingUp } from "@common/schemas/home-tasks";
import { Button } from "@/components/ui/button";
import { DoneButton } from "./done-button";
import { lazyDialog } from "@/lib/lazy-dialog";
import { paths } from "@/lib/paths";
import { today } from "./lib/today";
import { taskTitle } from "./lib/labels";

const DoneDialog = lazyDialog(() => import("./done-dialog").then((m) => m.DoneDialog));

export interface TaskComingUpRowProps {
  item: TaskComingUp;
  /** The day as "Coming up" words it ("Today", "Tomorrow", "Mon, Apr 12"). */
  when: string;
  /** The quote-request draft to whoever did it last (when someone did). */
  quoteHref: string | null;
  /** "Ask your contacts": a provider request in this trade. */
  onAsk: (category: string | undefined) => void;
  /** Owner and members mark it done; a viewer reads it only. */
  canEdit: boolean;
}

export function TaskComingUpRow({ item, when, quoteHref, onAsk, canEdit }: TaskComingUpRowProps) {
  const { t } = useTranslation("home");
  const [doneOpen, setDoneOpen] = useState(false);
  const overdue = item.date < today();
  const last = item.lastProvider;

  return (
    <li className="grid min-w-0 gap-2 rounded-2xl border border-border bg-card p-2 pl-3 shadow-sm">
      <Link href={paths.homeRecord} className="flex min-w-0 items-center gap-3 rounded-xl py-1 hover:underline">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <Wrench className="size-5" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold">{taskTitle(item.title)}</span>
          <span className="block text-caption wrap-anywhere text-muted-foreground">
            {overdue ? t("tasks.comingUp.overdue", { when }) : t("tasks.comingUp.due", { when })}
          </span>
        </span>
      </Link>
      <div className="flex flex-wrap gap-2">
        <DoneButton title={item.title} canEdit={canEdit} onClick={() => setDoneOpen(true)} />
        {last && quoteHref ? (
          <Button asChild size="sm" variant="outline" className="max-w-full min-w-0">
            <a href={quoteHref}>
              <span className="truncate">{t("tasks.comingUp.requestQuote", { name: last.name })}</span>
            </a>
          </Button>
        ) : (
          <Button type="button" size="sm" variant="outline" onClick={() => onAsk(item.category ?? undefined)}>
            {t("tasks.comingUp.ask")}
          </Button>
        )}
      </div>
      <DoneDialog open={doneOpen} onOpenChange={setDoneOpen} task={item} />
    </li>
  );
}
