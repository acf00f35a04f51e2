// The provider request form (the spec's provider request rules), used in step 3 of the wizard and in "New Request",
// and to edit an own request (the same rules).
import i18next from "i18next";
import { useTranslation } from "@/lib/use-translation";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { providerRequestSchema, type MyProviderRequest, type ProviderRequestInput } from "@common/schemas/requests";
import { Button } from "@/components/ui/button";
import { PendingButton } from "@/components/form/pending-button";
import { useSubmitOnce } from "@/components/form/use-submit-once";
import { DialogFooter } from "@/components/ui/dialog";
import { InputField, LabelledField, TextareaField } from "@/components/form/fields";
import { Form } from "@/components/ui/form";
import { toast } from "@/hooks/use-toast";
import { CategorySelect } from "@/components/form/category-select";
import { ApiError, serverMessage } from "@/lib/api-client";
import { errorToast } from "@/lib/query-client";
import { useCreateRequest, useEditRequest } from "./api/requests";
import { ContactPrices } from "@/components/shared/contact-prices";
import { usePrices } from "@/features/money/api/money";

/** The failure toast's words: the day's limit says when to come back; anything else, try again. */
export function sendFailureText(err: unknown): string {
  return err instanceof ApiError && err.code === "RATE_LIMITED"
    ? serverMessage(err, i18next.t("requests:form.tryLater"))
    : i18next.t("requests:tryAgain");
}

export interface RequestFormProps {
  defaultValues?: Partial<ProviderRequestInput>;
  onSent: () => void;
  onCancel: () => void;
  /** Back to the wizard's previous step, with what was typed so far (kept for the return). */
  onBack?: (typed: ProviderRequestInput) => void;
  /** Editing this own request; sending a new one when absent. */
  editing?: MyProviderRequest;
}

/** An own request's values in the form (empty optional fields as ""). */
function requestValues(r: MyProviderRequest): ProviderRequestInput {
  return {
    title: r.title,
    category: r.category,
    description: r.description ?? "",
    location: r.location ?? "",
    budgetRange: r.budgetRange ?? "",
    timeline: r.timeline ?? "",
  };
}

/** Each field's label and placeholder are requests:form.<name>.label and .placeholder. */
const TEXT_FIELDS = ["location", "budgetRange", "timeline"] as const;

export function RequestForm({ defaultValues, onSent, onCancel, onBack, editing }: RequestFormProps) {
  const { t } = useTranslation("requests");
  const createRequest = useCreateRequest((err) => ({
    title: i18next.t("requests:form.sendFailed"),
    description: sendFailureText(err),
    variant: "destructive",
  }));
  const createOnce = useSubmitOnce(createRequest);
  const edit = useEditRequest(errorToast(() => i18next.t("requests:mine.updateFailed")));
  const editOnce = useSubmitOnce(edit);
  const form = useForm<ProviderRequestInput>({
    resolver: zodResolver(providerRequestSchema),
    defaultValues: editing
      ? requestValues(editing)
      : { title: "", category: "", description: "", location: "", budgetRange: "", timeline: "", ...defaultValues },
  });
  const prices = usePrices(useWatch({ control: form.control, name: "category" })).data;

  function onSubmit(values: ProviderRequestInput) {
    if (editing) {
      editOnce.submit(
        { id: editing.id, values },
        {
          onSuccess: () => {
            toast({ title: t("form.updated"), description: t("mine.editDescription") });
            onSent();
          },
        },
      );
      return;
    }
    createOnce.submit(values, {
      onSuccess: () => {
        toast({ title: t("form.sent"), description: t("form.sentBody") });
        form.reset();
        onSent();
      },
    });
  }

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(onSubmit)}
        className="grid gap-3"
        noValidate
        aria-label={editing ? t("form.editLabel") : t("form.label")}
      >
        <InputField
          control={form.control}
          name="title"
          label={t("form.title.label")}
          placeholder={t("form.title.placeholder")}
          maxLength={255}
        />
        <LabelledField control={form.control} name="category" label={t("form.category")}>
          {(field) => <CategorySelect value={field.value} onChange={field.onChange} aria-label={t("form.category")} />}
        </LabelledField>
        <ContactPrices prices={prices} />
        <TextareaField
          control={form.control}
          name="description"
          label={t("form.description.label")}
          rows={3}
          placeholder={t("form.description.placeholder")}
        />
        {TEXT_FIELDS.map((name) => (
          <InputField
            key={name}
            control={form.control}
            name={name}
            label={t(`form.${name}.label`)}
            placeholder={t(`form.${name}.placeholder`)}
          />
        ))}
        <DialogFooter>
          {onBack ? (
            <Button type="button" variant="outline" onClick={() => onBack(form.getValues())}>
              {t("form.back")}
            </Button>
          ) : null}
          <Button type="button" variant="outline" onClick={onCancel}>
            {t("form.cancel")}
          </Button>
          {editing ? (
            <PendingButton pending={edit.isPending}>{t("form.save")}</PendingButton>
          ) : (
            <PendingButton pending={createRequest.isPending} pendingText={t("form.sending")}>
              {t("form.send")}
            </PendingButton>
          )}
        </DialogFooter>
      </form>
    </Form>
  );
}
