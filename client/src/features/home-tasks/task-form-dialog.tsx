// Add or edit an upkeep task: title, how often, next due date, the trade it needs, notes.
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { TASK_EVERY } from "@common/household";
import { createTaskSchema, TASK_EVERY_LABELS, type CreateTask, type HomeTask } from "@common/schemas/home-tasks";
import { FormDialog } from "@/components/form/form-dialog";
import { useSubmitOnce } from "@/components/form/use-submit-once";
import { InputField, SelectField, TextareaField, TradeSelectField } from "@/components/form/fields";
import { toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { errorToast } from "@/lib/query-client";
import { useCreateTask, useUpdateTask } from "./api/home-tasks";

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
  const failure = errorToast((err) => serverMessage(err, "Failed to save the task. Please try again."));
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
      toast({ title: task ? "Task saved" : "Task added" });
      onOpenChange(false);
    };
    if (task) updateOnce.submit(body, { onSuccess });
    else createOnce.submit(body, { onSuccess });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={task ? "Edit task" : "Add a task"}
      description="Something your home needs now and then."
      form={form}
      onSubmit={onSubmit}
      submitLabel={task ? "Save" : "Add Task"}
      pending={create.isPending || update.isPending}
    >
      <InputField control={form.control} name="title" label="Task" required placeholder="Replace furnace filter" />
      <SelectField control={form.control} name="every" label="How often" required>
        {TASK_EVERY.map((e) => (
          <option key={e} value={e}>
            {TASK_EVERY_LABELS[e]}
          </option>
        ))}
      </SelectField>
      <InputField control={form.control} name="nextDue" label="Next due" type="date" />
      <TradeSelectField control={form.control} name="category" label="Trade" />
      <TextareaField control={form.control} name="notes" label="Notes" rows={2} placeholder="Filter size 16x25x1" />
    </FormDialog>
  );
}
