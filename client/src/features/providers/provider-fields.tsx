// The provider fields shared by the plain provider form and step 1 of the experience wizard.
import { useTranslation } from "@/lib/use-translation";
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
  { name: "phone", type: "tel", autoComplete: "off" },
  { name: "email", type: "email", autoComplete: "off" },
  { name: "website", type: "text", autoComplete: "off" },
  { name: "address", type: "text", autoComplete: "off" },
] as const;

export function ProviderFields({
  control,
  onContactEdited,
}: {
  control: Control<ProviderFieldValues>;
  /** Called after the e-mail, phone or website changes (drives the duplicate check). */
  onContactEdited?: () => void;
}) {
  const { t } = useTranslation("providers");
  return (
    <>
      <InputField control={control} name="name" label={t("fields.name")} placeholder={t("fields.namePlaceholder")} />
      <LabelledField control={control} name="category" label={t("fields.category")}>
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
        <LabelledField key={f.name} control={control} name={f.name} label={t(`fields.${f.name}`)}>
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
      <TextareaField control={control} name="description" label={t("fields.description")} rows={3} />
    </>
  );
}
