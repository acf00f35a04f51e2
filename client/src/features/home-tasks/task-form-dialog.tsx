// Add or edit an upkeep task: title, how often, next due date, the trade it needs, notes.
import { useEffect } from "react";
import { useTranslation } from "@/lib/use-translation";
import i18next from "i18next";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { TASK_EVERY } from "@common/household";
import { createTaskSchema, type CreateTask, type HomeTask } from "@common/schemas/home-tasks";
import { FormDialog } from "@/components/form/form-dialog";
import { useSubmitOnce } from "@/components/form/use-submit-once";
import { InputField, SelectField, TextareaField, TradeSelectField } from "@/components/form/fields";
import { toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { errorToast } from "@/lib/query-client";
import { useCreateTask, useUpdateTask } from "./api/home-tasks";
import { everyLabel } from "./lib/labels";

const valuesOf = (task: HomeTask | undefined): CreateTask => ({
  title: task?.title ?? "",
  every: task?.every ?? "yearly",
  nextDue: task?.nextDue ?? "",
  category: task?.category ?? "",
  notes: task?.notes ?? "",
});

export function TaskFormDialog({
  open,
  onOpenChange,
  task,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The task to edit; none: a new task. */
  task?: HomeTask;
}) {
  const { t } = useTranslation("home");
  const failure = errorToast((err) => serverMessage(err, i18next.t("home:tasks.saveFailed")));
  const create = useCreateTask(failure);
  const update = useUpdateTask(task?.id ?? "", failure);
  const createOnce = useSubmitOnce(create);
  const updateOnce = useSubmitOnce(update);
  const form = useForm<CreateTask, unknown, z.output<typeof createTaskSchema>>({
    resolver: zodResolver(createTaskSchema),
    defaultValues: valuesOf(task),
  });
  useEffect(() => {
    if (open) form.reset(valuesOf(task));
  }, [open, task, form]);

  function onSubmit(values: z.output<typeof createTaskSchema>) {
    const body = { ...values, nextDue: values.nextDue ?? null, category: values.category ?? null, notes: values.notes ?? null };
    const onSuccess = () => {
      toast({ title: task ? t("tasks.saved") : t("tasks.added") });
      onOpenChange(false);
    };
    if (task) updateOnce.submit(body, { onSuccess });
    else createOnce.submit(body, { onSuccess });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={task ? t("tasks.form.editTitle") : t("tasks.form.addTitle")}
      description={t("tasks.form.description")}
      form={form}
      onSubmit={onSubmit}
      submitLabel={task ? t("tasks.form.save") : t("tasks.form.submitAdd")}
      pending={create.isPending || update.isPending}
    >
      <InputField
        control={form.control}
        name="title"
        label={t("tasks.fields.task")}
        required
        placeholder={t("tasks.form.titlePlaceholder")}
      />
      <SelectField control={form.control} name="every" label={t("tasks.fields.every")} required>
        {TASK_EVERY.map((e) => (
          <option key={e} value={e}>
            {everyLabel(e)}
          </option>
        ))}
      </SelectField>
      <InputField control={form.control} name="nextDue" label={t("tasks.fields.nextDue")} type="date" />
      <TradeSelectField control={form.control} name="category" label={t("tasks.fields.trade")} />
      <TextareaField
        control={form.control}
        name="notes"
        label={t("tasks.fields.notes")}
        rows={2}
        placeholder={t("tasks.form.notesPlaceholder")}
      />
    </FormDialog>
  );
}
