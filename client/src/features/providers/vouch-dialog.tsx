// The vouch dialog: 1–5 stars (default 5), optional comment, Cancel and the vouch button.
// Spec: "After vouching, the rating returns to 5 and the comment is cleared." The form validates with
// vouchSchema, the schema POST /api/providers/:id/vouch validates with.
import i18next from "i18next";
import { useTranslation } from "@/lib/use-translation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { vouchSchema, type Provider, type Vouch } from "@common/schemas/providers";
import { LIMITS } from "@common/constants";
import { Button } from "@/components/ui/button";
import { TextareaField } from "@/components/form/fields";
import { PendingButton } from "@/components/form/pending-button";
import { useSubmitOnce } from "@/components/form/use-submit-once";
import { StarRatingField } from "@/components/form/star-rating-field";
import { toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { errorToast } from "@/lib/query-client";
import { useVouch } from "./api/providers";
import { ProviderDialogShell } from "./provider-dialog-shell";

const vouchDefaults = { rating: LIMITS.ratingDefault, comment: "" };

export function VouchDialog({
  provider,
  open,
  onOpenChange,
}: {
  provider: Pick<Provider, "id" | "name">;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("providers");
  const vouch = useVouch(errorToast((err) => serverMessage(err, i18next.t("providers:vouch.failed"))));
  const vouchOnce = useSubmitOnce(vouch);
  const form = useForm({ resolver: zodResolver(vouchSchema), defaultValues: vouchDefaults });

  function onSubmit(values: Vouch) {
    vouchOnce.submit(
      { providerId: provider.id, ...values },
      {
        onSuccess: () => {
          toast({ title: t("vouch.doneTitle"), description: t("vouch.doneBody", { name: provider.name }) });
          form.reset(vouchDefaults);
          onOpenChange(false);
        },
      },
    );
  }

  return (
    <ProviderDialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t("vouch.title", { name: provider.name })}
      description={t("vouch.description")}
      form={form}
      onSubmit={form.handleSubmit(onSubmit)}
      footer={
        <>
          <Button variant="outline" type="button" onClick={() => onOpenChange(false)}>
            {t("vouch.cancel")}
          </Button>
          <PendingButton pending={vouch.isPending}>{t("vouch.submit")}</PendingButton>
        </>
      }
    >
      <StarRatingField control={form.control} name="rating" label={t("vouch.rating")} />
      <TextareaField
        control={form.control}
        name="comment"
        label={t("vouch.comment")}
        placeholder={t("vouch.commentPlaceholder")}
        maxLength={2000}
      />
    </ProviderDialogShell>
  );
}
