// "Done": when it was done, what it cost and notes; the server logs it and rolls the next due date
// forward (a one-off goes to "No date"), and the toast says where to.
import { useForm } from "react-hook-form";
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

export interface DoneDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  task: { id: string; title: string };
}

export function DoneDialog({ open, onOpenChange, task }: DoneDialogProps) {
  const done = useMarkDone(errorToast((err) => serverMessage(err, "Failed to mark it done. Please try again.")));
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
            title: "Marked done",
            description: result.task.nextDue ? `Next due: ${formatDate(result.task.nextDue)}` : "No date set for next time.",
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
      title="Mark done"
      description={task.title}
      form={form}
      onSubmit={onSubmit}
      submitLabel="Done"
      pending={done.isPending}
    >
      <InputField control={form.control} name="date" label="Done on" type="date" required />
      <MoneyField control={form.control} name="cost" label="Cost" />
      <TextareaField control={form.control} name="notes" label="Notes" rows={2} placeholder="What was done?" />
    </FormDialog>
  );
}
