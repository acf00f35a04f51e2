// "Add from templates": the seasonal templates as a checklist; the picked ones are added in one
// call, each first due on the 1st of its month (today for those without one).
import { useState } from "react";
import { firstDueOf } from "@common/home-task-templates";
import { TASK_EVERY_LABELS } from "@common/schemas/home-tasks";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/ui/load-error";
import { useSubmitOnce } from "@/components/form/use-submit-once";
import { toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { errorToast } from "@/lib/query-client";
import { today as localToday } from "./lib/today";
import { useCreateTasks, useTaskTemplates } from "./api/home-tasks";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export function TemplatesDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const templates = useTaskTemplates(open);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const add = useCreateTasks(errorToast((err) => serverMessage(err, "Failed to add the tasks. Please try again.")));
  const addOnce = useSubmitOnce(add);

  function toggle(title: string) {
    setPicked((prev) => {
      const next = new Set(prev);
      if (next.has(title)) next.delete(title);
      else next.add(title);
      return next;
    });
  }

  function submit() {
    const today = localToday();
    const tasks = (templates.data ?? [])
      .filter((t) => picked.has(t.title))
      .map((t) => ({ title: t.title, every: t.every, category: t.category, nextDue: firstDueOf(t, today) }));
    addOnce.submit(
      { tasks },
      {
        onSuccess: (made) => {
          toast({ title: made.length === 1 ? "1 task added" : `${made.length} tasks added` });
          setPicked(new Set());
          onOpenChange(false);
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Add from templates</DialogTitle>
          <DialogDescription>Pick what your home needs; you can change each one later.</DialogDescription>
        </DialogHeader>
        {templates.isPending ? (
          <Skeleton className="h-40" />
        ) : templates.isError ? (
          <LoadError
            message="Failed to load the templates."
            retrying={templates.isFetching}
            onRetry={() => void templates.refetch()}
          />
        ) : (
          <fieldset className="grid gap-1">
            <legend className="sr-only">Templates</legend>
            {templates.data.map((t) => (
              <label
                key={t.title}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-1 hover:bg-muted"
              >
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-primary"
                  checked={picked.has(t.title)}
                  onChange={() => toggle(t.title)}
                />
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium">{t.title}</span>
                  <span className="block text-caption text-muted-foreground">
                    {TASK_EVERY_LABELS[t.every]}
                    {t.month ? ` · ${MONTHS[t.month - 1]}` : ""} · {t.category}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="button" disabled={picked.size === 0 || add.isPending} onClick={submit}>
            {picked.size > 0 ? `Add ${picked.size}` : "Add"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
