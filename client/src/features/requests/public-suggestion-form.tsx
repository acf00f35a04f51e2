// The suggestion form of a shared request's page: a guest names themselves; a signed-in member
// suggests as themselves. At least one way to reach the provider. The `company` field is a
// honeypot: off screen, out of the tab order and hidden from assistive tech, so only robots fill it.
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { guestSuggestionSchema, publicSuggestionSchemaFor, type PublicSuggestionInput } from "@common/schemas/requests";
import { DEFAULT_PHONE_REGION } from "@common/phone";
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
const FIELDS: { name: keyof PublicSuggestionInput; label: string; type?: string; inputMode?: "url"; autoComplete: string }[] = [
  { name: "guestName", label: "Your name", autoComplete: "given-name" },
  { name: "providerName", label: "Provider name", autoComplete: "off" },
  { name: "providerPhone", label: "Phone", type: "tel", autoComplete: "off" },
  { name: "providerEmail", label: "Email", type: "email", autoComplete: "off" },
  { name: "providerWebsite", label: "Website", inputMode: "url", autoComplete: "off" },
];

export function PublicSuggestionForm({ token, asMember, onSent }: { token: string; asMember: boolean; onSent: () => void }) {
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

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(send)} className="grid gap-3" noValidate aria-label="Suggest a provider">
        {FIELDS.filter((f) => !(asMember && f.name === "guestName")).map(({ name, label, ...input }) => (
          <InputField key={name} control={form.control} name={name} label={label} {...input} />
        ))}
        <p className="-mt-1 text-caption text-muted-foreground">Add at least one: phone, e-mail or website.</p>
        <TextareaField
          control={form.control}
          name="comment"
          label="Comment (optional)"
          rows={3}
          placeholder="Why do you recommend them?"
        />
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label>
            Company
            <input tabIndex={-1} autoComplete="off" {...form.register("company")} />
          </label>
        </div>
        <FormError
          error={suggest.isError ? serverMessage(suggest.error, "Failed to send suggestion. Please try again.") : null}
        />
        <PendingButton pending={suggest.isPending} pendingText="Sending..." size="lg" className="w-full">
          Send Suggestion
        </PendingButton>
      </form>
    </Form>
  );
}
