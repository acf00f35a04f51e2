// The provider request form (the spec's provider request rules), used in step 3 of the wizard and in "New Request",
// and to edit an own request (the same rules).
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
    ? serverMessage(err, "Please try again later.")
    : "Please try again.";
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

const TEXT_FIELDS: { name: "location" | "budgetRange" | "timeline"; label: string; placeholder: string }[] = [
  { name: "location", label: "Location", placeholder: "e.g. Downtown, 94110" },
  { name: "budgetRange", label: "Budget range", placeholder: "e.g. $500 - $1,000" },
  { name: "timeline", label: "Timeline", placeholder: "e.g. Within 2 weeks" },
];

export function RequestForm({ defaultValues, onSent, onCancel, onBack, editing }: RequestFormProps) {
  const createRequest = useCreateRequest((err) => ({
    title: "Failed to send request",
    description: sendFailureText(err),
    variant: "destructive",
  }));
  const createOnce = useSubmitOnce(createRequest);
  const edit = useEditRequest(errorToast("Failed to update request. Please try again."));
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
            toast({ title: "Request updated", description: "Your friends see the new details." });
            onSent();
          },
        },
      );
      return;
    }
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
      <form
        onSubmit={form.handleSubmit(onSubmit)}
        className="grid gap-3"
        noValidate
        aria-label={editing ? "Edit request" : "Provider request"}
      >
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
        <ContactPrices prices={prices} />
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
          {editing ? (
            <PendingButton pending={edit.isPending}>Save Changes</PendingButton>
          ) : (
            <PendingButton pending={createRequest.isPending} pendingText="Sending...">
              Send Request
            </PendingButton>
          )}
        </DialogFooter>
      </form>
    </Form>
  );
}
