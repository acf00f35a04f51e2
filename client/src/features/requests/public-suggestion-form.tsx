// The suggestion form of a shared request's page: a guest names themselves; a signed-in member
// suggests as themselves. At least one way to reach the provider. The `company` field is a
// honeypot: off screen, out of the tab order and hidden from assistive tech, so only robots fill it.
import { useTranslation } from "@/lib/use-translation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { guestSuggestionSchema, publicSuggestionSchemaFor, type PublicSuggestionInput } from "@common/schemas/requests";
import { DEFAULT_PHONE_REGION } from "@common/phone-region";
import { InputField, TextareaField } from "@/components/form/fields";
import { FormError } from "@/components/form/form-error";
import { PendingButton } from "@/components/form/pending-button";
import { Form } from "@/components/ui/form";
import { serverMessage } from "@/lib/api-client";
import { usePublicSuggestion } from "./api/requests";

const memberSchema = publicSuggestionSchemaFor(DEFAULT_PHONE_REGION);

const EMPTY: PublicSuggestionInput = {
  guestName: "",
  providerName: "",
  providerPhone: "",
  providerEmail: "",
  providerWebsite: "",
  comment: "",
  company: "",
};

/** The form's text fields: who (a guest only), the provider, and ways to reach them. */
/** Each label is requests:publicForm.field.<name>. */
const FIELDS: { name: keyof PublicSuggestionInput; type?: string; inputMode?: "url"; autoComplete: string }[] = [
  { name: "guestName", autoComplete: "given-name" },
  { name: "providerName", autoComplete: "off" },
  { name: "providerPhone", type: "tel", autoComplete: "off" },
  { name: "providerEmail", type: "email", autoComplete: "off" },
  { name: "providerWebsite", inputMode: "url", autoComplete: "off" },
];

export function PublicSuggestionForm({ token, asMember, onSent }: { token: string; asMember: boolean; onSent: () => void }) {
  const { t } = useTranslation("requests");
  const suggest = usePublicSuggestion(token);
  const form = useForm<PublicSuggestionInput>({
    resolver: zodResolver(asMember ? memberSchema : guestSuggestionSchema),
    defaultValues: EMPTY,
  });

  const send = (values: PublicSuggestionInput) =>
    suggest.mutate(asMember ? { ...values, guestName: undefined } : values, {
      onSuccess: () => {
        form.reset(EMPTY);
        onSent();
      },
    });

  const honeypot = form.register("company");
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(send)} className="grid gap-3" noValidate aria-label={t("publicForm.label")}>
        {FIELDS.filter((f) => !(asMember && f.name === "guestName")).map(({ name, ...input }) => (
          <InputField key={name} control={form.control} name={name} label={t(`publicForm.field.${name}`)} {...input} />
        ))}
        <p className="-mt-1 text-caption text-muted-foreground">{t("publicForm.atLeastOne")}</p>
        <TextareaField
          control={form.control}
          name="comment"
          label={t("publicForm.comment")}
          rows={3}
          placeholder={t("publicForm.commentPlaceholder")}
        />
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label>
            {t("publicForm.company")}
            <input tabIndex={-1} autoComplete="off" {...honeypot} />
          </label>
        </div>
        <FormError error={suggest.isError ? serverMessage(suggest.error, t("publicForm.sendFailed")) : null} />
        <PendingButton pending={suggest.isPending} pendingText={t("publicForm.sending")} size="lg" className="w-full">
          {t("publicForm.send")}
        </PendingButton>
      </form>
    </Form>
  );
}
