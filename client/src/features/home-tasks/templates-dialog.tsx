// "Add from templates": the seasonal templates as a checklist; the picked ones are added in one
// call, each first due on the 1st of its month (today for those without one).
import { useState } from "react";
import { useTranslation } from "@/lib/use-translation";
import i18next from "i18next";
import { firstDueOf } from "@common/home-task-templates";
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
import { categoryLabel } from "@/lib/category-label";
import { everyLabel, taskTitle } from "./lib/labels";

export function TemplatesDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("home");
  const templates = useTaskTemplates(open);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const add = useCreateTasks(errorToast((err) => serverMessage(err, i18next.t("home:templates.addFailed"))));
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
      .filter((template) => picked.has(template.title))
      .map((template) => ({
        title: template.title,
        every: template.every,
        category: template.category,
        nextDue: firstDueOf(template, today),
      }));
    addOnce.submit(
      { tasks },
      {
        onSuccess: (made) => {
          toast({ title: t("templates.added", { count: made.length }) });
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
          <DialogTitle>{t("templates.title")}</DialogTitle>
          <DialogDescription>{t("templates.description")}</DialogDescription>
        </DialogHeader>
        {templates.isPending ? (
          <Skeleton className="h-40" />
        ) : templates.isError ? (
          <LoadError
            message={t("templates.loadFailed")}
            retrying={templates.isFetching}
            onRetry={() => void templates.refetch()}
          />
        ) : (
          <fieldset className="grid gap-1">
            <legend className="sr-only">{t("templates.legend")}</legend>
            {templates.data.map((template) => (
              <label
                key={template.title}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-1 hover:bg-muted"
              >
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-primary"
                  checked={picked.has(template.title)}
                  onChange={() => toggle(template.title)}
                />
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium">{taskTitle(template.title)}</span>
                  <span className="block text-caption text-muted-foreground">
                    {everyLabel(template.every)}
                    {template.month ? ` · ${t(`templates.months.m${template.month}` as "templates.months.m1")}` : ""} ·{" "}
                    {categoryLabel(template.category)}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t("templates.cancel")}
          </Button>
          <Button type="button" disabled={picked.size === 0 || add.isPending} onClick={submit}>
            {picked.size > 0 ? t("templates.addCount", { count: picked.size }) : t("templates.add")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
