// "Done": when it was done, what it cost and notes; the server logs it and rolls the next due date
// forward (a one-off goes to "No date"), and the toast says where to.
import { useForm } from "react-hook-form";
import { useTranslation } from "@/lib/use-translation";
import i18next from "i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { formatDate } from "@common/format";
import { taskDoneSchema, type TaskDone } from "@common/schemas/home-tasks";
import { FormDialog } from "@/components/form/form-dialog";
import { useSubmitOnce } from "@/components/form/use-submit-once";
import { InputField, MoneyField, TextareaField } from "@/components/form/fields";
import { toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { withoutBlanks } from "@/lib/form-payload";
import { errorToast } from "@/lib/query-client";
import { today as localToday } from "./lib/today";
import { useMarkDone } from "./api/home-tasks";
import { taskTitle } from "./lib/labels";

export interface DoneDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  task: { id: string; title: string };
}

export function DoneDialog({ open, onOpenChange, task }: DoneDialogProps) {
  const { t } = useTranslation("home");
  const done = useMarkDone(errorToast((err) => serverMessage(err, i18next.t("home:tasks.doneFailed"))));
  const doneOnce = useSubmitOnce(done);
  const blank = { date: localToday(), cost: "", notes: "" };
  const form = useForm<TaskDone, unknown, z.output<typeof taskDoneSchema>>({
    resolver: zodResolver(taskDoneSchema),
    defaultValues: blank,
  });

  function onSubmit(values: z.output<typeof taskDoneSchema>) {
    doneOnce.submit(
      { id: task.id, ...withoutBlanks(values) },
      {
        onSuccess: (result) => {
          toast({
            title: t("tasks.markedDone"),
            description: result.task.nextDue
              ? t("tasks.nextDueToast", { date: formatDate(result.task.nextDue) })
              : t("tasks.noDateToast"),
          });
          form.reset(blank);
          onOpenChange(false);
        },
      },
    );
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("tasks.markDone")}
      description={taskTitle(task.title)}
      form={form}
      onSubmit={onSubmit}
      submitLabel={t("tasks.done")}
      pending={done.isPending}
    >
      <InputField control={form.control} name="date" label={t("tasks.fields.doneOn")} type="date" required />
      <MoneyField control={form.control} name="cost" label={t("tasks.fields.cost")} />
      <TextareaField
        control={form.control}
        name="notes"
        label={t("tasks.fields.notes")}
        rows={2}
        placeholder={t("tasks.fields.doneNotesPlaceholder")}
      />
    </FormDialog>
  );
}
