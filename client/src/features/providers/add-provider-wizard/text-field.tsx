// A text (or multi-line) field of the experience form.
import type { Control } from "react-hook-form";
import type { ExperienceInput } from "@common/schemas/providers";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
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
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            {multiline ? (
              <Textarea rows={3} {...field} value={field.value ?? ""} />
            ) : (
              <Input type={type} inputMode={inputMode} {...field} value={field.value ?? ""} />
            )}
          </FormControl>
          {hint ? <FormDescription>{hint}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
