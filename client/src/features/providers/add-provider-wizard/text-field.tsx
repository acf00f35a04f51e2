// A text (or multi-line) field of the experience form.
import type { Control } from "react-hook-form";
import type { ExperienceInput } from "@common/schemas/providers";
import { LabelledField } from "@/components/form/fields";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

export function TextField({
  control,
  name,
  label,
  type = "text",
  hint,
  inputMode,
  multiline = false,
}: {
  control: Control<ExperienceInput>;
  name:
    | "projectTitle"
    | "projectDescription"
    | "projectBudget"
    | "projectStartDate"
    | "projectEndDate"
    | "nextServiceDate"
    | "relationshipDuration"
    | "ongoingDescription"
    | "reviewText"
    | "finalAmount"
    | "quoteAmount"
    | "quoteNotes";
  label: string;
  type?: string;
  hint?: string;
  inputMode?: "decimal";
  multiline?: boolean;
}) {
  return (
    <LabelledField control={control} name={name} label={label} description={hint}>
      {(field) =>
        multiline ? (
          <Textarea rows={3} {...field} value={field.value ?? ""} />
        ) : (
          <Input type={type} inputMode={inputMode} {...field} value={field.value ?? ""} />
        )
      }
    </LabelledField>
  );
}
