// The plain provider form for create and edit, on the spec's provider form rules. Edit is "Edit Provider Information"
// on the detail page; create runs the duplicate check and offers Merge Info / Create Anyway / Cancel.
import i18next from "i18next";
import { useTranslation } from "@/lib/use-translation";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { providerFormSchemaFor, type Provider, type ProviderForm } from "@common/schemas/providers";
import { Button } from "@/components/ui/button";
import { PendingButton } from "@/components/form/pending-button";
import { useSubmitOnce } from "@/components/form/use-submit-once";
import { toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { errorToast } from "@/lib/query-client";
import { usePhoneRegion } from "@/lib/phone-region";
import { useCreateProvider, useUpdateProvider } from "./api/providers";
import { DuplicatePrompt } from "./duplicate-prompt";
import { ProviderDialogShell } from "./provider-dialog-shell";
import { ProviderFields } from "./provider-fields";
import { useDuplicateCheck } from "./use-duplicate-check";

function initialValues(p?: Provider | null): ProviderForm {
  return {
    name: p?.name ?? "",
    category: p?.category ?? "",
    email: p?.email ?? "",
    phone: p?.phone ?? "",
    website: p?.website ?? "",
    address: p?.address ?? "",
    description: p?.description ?? "",
  };
}

export function ProviderFormDialog({
  open,
  onOpenChange,
  provider,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Given: edit this provider. Absent: create one. */
  provider?: Provider | null;
  onSaved?: (provider: Provider) => void;
}) {
  const { t } = useTranslation("providers");
  const editing = !!provider;
  // The phone is checked in the region the server reads it in.
  const region = usePhoneRegion();
  const schema = useMemo(() => providerFormSchemaFor(region), [region]);
  const form = useForm<ProviderForm>({ resolver: zodResolver(schema), values: initialValues(provider) });
  const create = useCreateProvider(errorToast((err) => serverMessage(err, i18next.t("providers:form.addFailed"))));
  const update = useUpdateProvider(
    provider?.id ?? "",
    errorToast((err) => serverMessage(err, i18next.t("providers:form.updateFailed"))),
  );
  const createOnce = useSubmitOnce(create);
  const duplicates = useDuplicateCheck(() => form.getValues(), provider?.id);
  const pending = create.isPending || update.isPending;

  function done(saved: Provider, message: string) {
    toast({ title: t("form.success"), description: message });
    duplicates.reset();
    onOpenChange(false);
    onSaved?.(saved);
  }

  function createProvider(values: ProviderForm, mergeIntoProviderId?: string) {
    createOnce.submit(
      { ...values, mergeIntoProviderId },
      {
        onSuccess: (p) => done(p, t("form.added")),
      },
    );
  }

  async function onSubmit(values: ProviderForm) {
    if (editing) {
      update.mutate(values, {
        onSuccess: (p) => done(p, t("form.updated")),
      });
      return;
    }
    if (!duplicates.isDismissed) {
      const found = await duplicates.run();
      if (found.length > 0) return;
    }
    createProvider(values);
  }

  return (
    <ProviderDialogShell
      open={open}
      onOpenChange={(next) => {
        if (!next) duplicates.reset();
        onOpenChange(next);
      }}
      title={editing ? t("form.editTitle") : t("form.addTitle")}
      description={editing ? t("form.editDescription") : t("form.addDescription")}
      form={form}
      onSubmit={form.handleSubmit(onSubmit)}
      footer={
        <>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t("form.cancel")}
          </Button>
          <PendingButton pending={pending}>{editing ? t("form.save") : t("form.addTitle")}</PendingButton>
        </>
      }
    >
      {!editing ? (
        <DuplicatePrompt
          matches={duplicates.matches}
          onMerge={(match) => createProvider(form.getValues(), match.id)}
          onCreateAnyway={() => {
            duplicates.dismiss();
            void form.handleSubmit((values) => createProvider(values))();
          }}
          onCancel={duplicates.clear}
        />
      ) : null}
      <ProviderFields control={form.control} onContactEdited={editing ? undefined : duplicates.schedule} />
    </ProviderDialogShell>
  );
}
