// The provider request form (the spec's provider request rules), used in step 3 of the wizard and in "New Request".
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { providerRequestSchema, type ProviderRequestInput } from "@common/schemas/requests";
import { Button } from "@/components/ui/button";
import { PendingButton } from "@/components/form/pending-button";
import { useSubmitOnce } from "@/components/form/use-submit-once";
import { DialogFooter } from "@/components/ui/dialog";
import { InputField, LabelledField, TextareaField } from "@/components/form/fields";
import { Form } from "@/components/ui/form";
import { toast } from "@/hooks/use-toast";
import { CategorySelect } from "@/components/form/category-select";
import { ApiError, serverMessage } from "@/lib/api-client";
import { useCreateRequest } from "./api/requests";

/** The failure toast's words: the day's limit says when to come back; anything else, try again. */
export function sendFailureText(err: unknown): string {
  return err instanceof ApiError && err.code === "RATE_LIMITED"
    ? serverMessage(err, "Please try again later.")
    : "Please try again.";
}

export interface RequestFormProps {
  defaultValues?: Partial<ProviderRequestInput>;
  onSent: () => void;
  onCancel: () => void;
  /** Back to the wizard's previous step, with what was typed so far (kept for the return). */
  onBack?: (typed: ProviderRequestInput) => void;
}

const TEXT_FIELDS: { name: "location" | "budgetRange" | "timeline"; label: string; placeholder: string }[] = [
  { name: "location", label: "Location", placeholder: "e.g. Downtown, 94110" },
  { name: "budgetRange", label: "Budget range", placeholder: "e.g. $500 - $1,000" },
  { name: "timeline", label: "Timeline", placeholder: "e.g. Within 2 weeks" },
];

export function RequestForm({ defaultValues, onSent, onCancel, onBack }: RequestFormProps) {
  const createRequest = useCreateRequest((err) => ({
    title: "Failed to send request",
    description: sendFailureText(err),
    variant: "destructive",
  }));
  const createOnce = useSubmitOnce(createRequest);
  const form = useForm<ProviderRequestInput>({
    resolver: zodResolver(providerRequestSchema),
    defaultValues: { title: "", category: "", description: "", location: "", budgetRange: "", timeline: "", ...defaultValues },
  });

  function onSubmit(values: ProviderRequestInput) {
    createOnce.submit(values, {
      onSuccess: () => {
        toast({ title: "Request sent!", description: "Your friends will be notified about your provider request." });
        form.reset();
        onSent();
      },
    });
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-3" noValidate aria-label="Provider request">
        <InputField
          control={form.control}
          name="title"
          label="What do you need?"
          placeholder="e.g. Need a plumber for a leaking sink"
          maxLength={255}
        />
        <LabelledField control={form.control} name="category" label="Category">
          {(field) => <CategorySelect value={field.value} onChange={field.onChange} aria-label="Category" />}
        </LabelledField>
        <TextareaField
          control={form.control}
          name="description"
          label="Description (optional)"
          rows={3}
          placeholder="Any details that help your friends suggest the right provider"
        />
        {TEXT_FIELDS.map(({ name, label, placeholder }) => (
          <InputField key={name} control={form.control} name={name} label={`${label} (optional)`} placeholder={placeholder} />
        ))}
        <DialogFooter>
          {onBack ? (
            <Button type="button" variant="outline" onClick={() => onBack(form.getValues())}>
              Back
            </Button>
          ) : null}
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <PendingButton pending={createRequest.isPending} pendingText="Sending...">
            Send Request
          </PendingButton>
        </DialogFooter>
      </form>
    </Form>
  );
}
