// "Log a visit": the date it happened, what it cost, a rating and notes. The
// server rolls the next service date forward from the scheduled one; the dialog says where to.
import { useForm } from "react-hook-form";
import i18next from "i18next";
import { Trans } from "react-i18next";
import { useTranslation } from "@/lib/use-translation";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { formatDate } from "@common/format";
import { anchorDayFor, rollForward } from "@common/recurring-dates";
import { logVisitSchema, type LogVisit } from "@common/schemas/recurring";
import { FormDialog } from "@/components/form/form-dialog";
import { useSubmitOnce } from "@/components/form/use-submit-once";
import { InputField, MoneyField, TextareaField } from "@/components/form/fields";
import { StarRatingField } from "@/components/form/star-rating-field";
import { toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { errorToast } from "@/lib/query-client";
import { useLogVisit } from "./api/recurring";
import { localToday } from "./dates";

export interface ScheduleFacts {
  id: string;
  nextServiceDate: string | null;
  recurringFrequency: string | null;
  recurringDayOfMonth: number | null;
}

/** Where the schedule goes after this visit, as the server will compute it. */
export function nextAfterVisit(project: ScheduleFacts, visitDate: string): string | null {
  const scheduled = project.nextServiceDate ?? visitDate;
  return rollForward(
    scheduled,
    project.recurringFrequency,
    anchorDayFor(scheduled, project.recurringFrequency, project.recurringDayOfMonth),
  );
}

export function LogVisitDialog({
  open,
  onOpenChange,
  project,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  project: ScheduleFacts;
}) {
  const { t } = useTranslation("projects");
  const log = useLogVisit(
    project.id,
    errorToast((err) => serverMessage(err, i18next.t("projects:visit.failed"))),
  );
  const logOnce = useSubmitOnce(log);
  const form = useForm<LogVisit, unknown, z.output<typeof logVisitSchema>>({
    resolver: zodResolver(logVisitSchema),
    defaultValues: { completedDate: localToday(), actualCost: "", rating: undefined, notes: "" },
  });
  const visitDate = form.watch("completedDate");
  const preview =
    typeof visitDate === "string" && /^\d{4}-\d{2}-\d{2}$/.test(visitDate) ? nextAfterVisit(project, visitDate) : null;

  function onSubmit(values: z.output<typeof logVisitSchema>) {
    logOnce.submit(values, {
      onSuccess: (result) => {
        toast({
          title: t("visit.logged"),
          description: result.nextServiceDate ? t("visit.nextService", { date: formatDate(result.nextServiceDate) }) : undefined,
        });
        form.reset({ completedDate: localToday(), actualCost: "", rating: undefined, notes: "" });
        onOpenChange(false);
      },
    });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("visit.title")}
      description={
        project.nextServiceDate ? t("visit.completes", { date: formatDate(project.nextServiceDate) }) : t("visit.record")
      }
      form={form}
      onSubmit={onSubmit}
      submitLabel={t("visit.submit")}
      pending={log.isPending}
    >
      <InputField control={form.control} name="completedDate" label={t("visit.date")} type="date" required />
      <MoneyField control={form.control} name="actualCost" label={t("visit.cost")} />
      <StarRatingField control={form.control} name="rating" label={t("visit.rating")} />
      <TextareaField
        control={form.control}
        name="notes"
        label={t("visit.notes")}
        rows={2}
        placeholder={t("visit.notesPlaceholder")}
      />
      {preview ? (
        <p className="rounded-xl bg-muted p-3 text-sm" aria-live="polite">
          <Trans t={t} i18nKey="visit.movesTo" values={{ date: formatDate(preview) }} components={{ strong: <strong /> }} />
        </p>
      ) : null}
    </FormDialog>
  );
}
