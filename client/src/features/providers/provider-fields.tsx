// The provider fields shared by the plain provider form and step 1 of the experience wizard.
import type { Control } from "react-hook-form";
import { InputField, LabelledField, TextareaField } from "@/components/form/fields";
import { Input } from "@/components/ui/input";
import { CategorySelect } from "@/components/form/category-select";

export interface ProviderFieldValues {
  name: string;
  category: string;
  email?: string;
  phone?: string;
  website?: string;
  address?: string;
  description?: string;
}

const TEXT_FIELDS = [
  { name: "phone", label: "Phone", type: "tel", autoComplete: "off" },
  { name: "email", label: "Email", type: "email", autoComplete: "off" },
  { name: "website", label: "Website", type: "text", autoComplete: "off" },
  { name: "address", label: "Address", type: "text", autoComplete: "off" },
] as const;

export function ProviderFields({
  control,
  onContactEdited,
}: {
  control: Control<ProviderFieldValues>;
  /** Called after the e-mail, phone or website changes (drives the duplicate check). */
  onContactEdited?: () => void;
}) {
  return (
    <>
      <InputField control={control} name="name" label="Provider name" placeholder="e.g. Joe's Plumbing" />
      <LabelledField control={control} name="category" label="Category">
        {(field) => (
          <CategorySelect
            value={field.value}
            // A pick from the list is a finished answer: the field counts as touched, so a form in
            // "onTouched" mode checks it again at once (Next's "Category is required" goes away).
            onChange={(value) => {
              field.onChange(value);
              field.onBlur();
            }}
          />
        )}
      </LabelledField>
      {TEXT_FIELDS.map((f) => (
        <LabelledField key={f.name} control={control} name={f.name} label={f.label}>
          {(field) => (
            <Input
              type={f.type}
              autoComplete={f.autoComplete}
              {...field}
              value={field.value ?? ""}
              onChange={(e) => {
                field.onChange(e);
                if (f.name !== "address") onContactEdited?.();
              }}
            />
          )}
        </LabelledField>
      ))}
      <TextareaField control={control} name="description" label="Description" rows={3} />
    </>
  );
}
