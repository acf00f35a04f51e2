// The home's upkeep tasks on /home: each with how often, when it is next due (or "No date"), when
// it was last done, and Done, Edit, Delete and its log; "Add a task" and "Add from templates".
import { useState } from "react";
import { useTranslation } from "@/lib/use-translation";
import i18next from "i18next";
import { taskAnchor } from "@common/notification-text";
import { LINKED_CARD } from "@/components/layout/list-card";
import { useLinkedCard } from "@/hooks/use-linked-card";
import { cn } from "@/lib/utils";
import { History, Pencil, Plus, Trash2 } from "lucide-react";
import { formatDate, formatMoney } from "@common/format";
import type { HomeTaskListItem } from "@common/schemas/home-tasks";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { Button } from "@/components/ui/button";
import { DoneButton } from "./done-button";
import { LoadError } from "@/components/ui/load-error";
import { QueryLoadMore } from "@/components/ui/load-more";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { lazyDialog } from "@/lib/lazy-dialog";
import { errorToast } from "@/lib/query-client";
import { today as localToday } from "./lib/today";
import { useCanChangeHome } from "@/features/household/api/household";
import { useDeleteTask, useTask, useTaskLog, useTasks } from "./api/home-tasks";
import { categoryLabel } from "@/lib/category-label";
import { everyLabel, taskTitle } from "./lib/labels";

const DoneDialog = lazyDialog(() => import("./done-dialog").then((m) => m.DoneDialog));
const TaskFormDialog = lazyDialog(() => import("./task-form-dialog").then((m) => m.TaskFormDialog));
const TemplatesDialog = lazyDialog(() => import("./templates-dialog").then((m) => m.TemplatesDialog));

function TaskLog({ taskId }: { taskId: string }) {
  const { t } = useTranslation("home");
  const log = useTaskLog(taskId);
  if (log.isPending) return <Skeleton className="h-10" />;
  if (log.isError)
    return <LoadError message={t("tasks.logLoadFailed")} retrying={log.isFetching} onRetry={() => void log.refetch()} />;
  if (log.data.length === 0) return <p className="text-caption text-muted-foreground">{t("tasks.notDoneYet")}</p>;
  return (
    <>
      <ul className="grid gap-1" aria-label={t("tasks.timesDone")}>
        {log.data.map((e) => {
          const cost = formatMoney(e.cost, e.currency);
          const by = e.provider?.name ?? e.doneBy?.name;
          return (
            <li key={e.id} className="text-caption wrap-anywhere">
              <span className="font-semibold">{formatDate(e.doneOn)}</span>
              {by ? ` · ${by}` : ""}
              {cost ? ` · ${cost}` : ""}
              {e.notes ? <span className="block text-muted-foreground">{e.notes}</span> : null}
            </li>
          );
        })}
      </ul>
      <QueryLoadMore query={log} label={t("tasks.loadMoreLog")} />
    </>
  );
}

function TaskCard({
  task,
  onDone,
  onEdit,
  onDelete,
  canEdit,
}: {
  task: HomeTaskListItem;
  onDone: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Owner and members change tasks; a viewer reads them and their log. */
  canEdit: boolean;
}) {
  const { t } = useTranslation("home");
  const [showLog, setShowLog] = useState(false);
  const overdue = task.nextDue !== null && task.nextDue < localToday();
  const logId = `task-log-${task.id}`;
  // A reminder's push opens /home#task-…: the task is brought into view and marked.
  const linked = useLinkedCard<HTMLLIElement>(taskAnchor(task.id));
  return (
    <li
      id={taskAnchor(task.id)}
      ref={linked.ref}
      data-linked={linked.linked || undefined}
      className={cn(
        "grid scroll-mt-20 gap-2 rounded-2xl border border-border bg-card p-3 shadow-xs",
        linked.linked && LINKED_CARD,
      )}
    >
      <div className="min-w-0">
        <h3 className="font-semibold wrap-anywhere">{taskTitle(task.title)}</h3>
        <p className="text-caption text-muted-foreground">
          {everyLabel(task.every)} ·{" "}
          <span className={overdue ? "font-semibold text-destructive" : undefined}>
            {task.nextDue
              ? t(overdue ? "tasks.overdueSince" : "tasks.nextDue", { date: formatDate(task.nextDue) })
              : t("tasks.noDate")}
          </span>
          {task.category ? ` · ${categoryLabel(task.category)}` : ""}
        </p>
        {task.lastDone ? (
          <p className="text-caption text-muted-foreground">{t("tasks.lastDone", { date: formatDate(task.lastDone) })}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <DoneButton title={task.title} canEdit={canEdit} onClick={onDone} />
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-expanded={showLog}
          aria-controls={logId}
          onClick={() => setShowLog((v) => !v)}
        >
          <History aria-hidden="true" /> {t("tasks.log")}
        </Button>
        {canEdit ? (
          <>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={onEdit}
              aria-label={t("tasks.editFor", { title: taskTitle(task.title) })}
            >
              <Pencil aria-hidden="true" /> {t("tasks.edit")}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={onDelete}
              aria-label={t("tasks.deleteFor", { title: taskTitle(task.title) })}
            >
              <Trash2 aria-hidden="true" /> {t("tasks.delete")}
            </Button>
          </>
        ) : null}
      </div>
      {showLog ? (
        <div id={logId} className="border-t border-border pt-2">
          <TaskLog taskId={task.id} />
        </div>
      ) : null}
    </li>
  );
}

export function TasksSection() {
  const { t } = useTranslation("home");
  const tasks = useTasks();
  const canEdit = useCanChangeHome();
  const [doneTask, setDoneTask] = useState<HomeTaskListItem | null>(null);
  const [editId, setEditId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const [deleting, setDeleting] = useState<HomeTaskListItem | null>(null);
  const editing = useTask(editId);
  const remove = useDeleteTask(errorToast((err) => serverMessage(err, i18next.t("home:tasks.deleteFailed"))));

  return (
    <section aria-labelledby="home-tasks" className="mb-6">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="home-tasks" className="text-subtitle font-bold">
          {t("tasks.title")}
        </h2>
        {canEdit ? (
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" variant="outline" onClick={() => setTemplatesOpen(true)}>
              {t("templates.title")}
            </Button>
            <Button type="button" size="sm" onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" /> {t("tasks.form.addTitle")}
            </Button>
          </div>
        ) : null}
      </div>
      {tasks.isPending ? (
        <Skeleton className="h-24" />
      ) : tasks.isError ? (
        <LoadError message={t("tasks.loadFailed")} retrying={tasks.isFetching} onRetry={() => void tasks.refetch()} />
      ) : tasks.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border bg-card p-4 text-center text-sm text-muted-foreground">
          {t("tasks.empty")}
        </p>
      ) : (
        <ul className="grid gap-2" aria-label={t("tasks.list")}>
          {tasks.data.map((task) => (
            <TaskCard
              key={task.id}
              task={task}
              onDone={() => setDoneTask(task)}
              onEdit={() => setEditId(task.id)}
              onDelete={() => setDeleting(task)}
              canEdit={canEdit}
            />
          ))}
        </ul>
      )}
      <DoneDialog
        open={doneTask !== null}
        onOpenChange={(open) => !open && setDoneTask(null)}
        task={doneTask ?? { id: "", title: "" }}
      />
      <TaskFormDialog open={adding} onOpenChange={setAdding} />
      <TaskFormDialog
        open={editId !== null && editing.data !== undefined}
        onOpenChange={(open) => !open && setEditId(null)}
        task={editing.data}
      />
      <TemplatesDialog open={templatesOpen} onOpenChange={setTemplatesOpen} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("tasks.deleteConfirm.title")}
        description={t("tasks.deleteConfirm.description", { title: taskTitle(deleting?.title ?? "") })}
        action={t("tasks.delete")}
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, { onSuccess: () => toast({ title: t("tasks.deleted") }) });
        }}
      />
    </section>
  );
}
