// Selects of the experience form: string options, or numeric ones (day of week or month).
import { useTranslation } from "@/lib/use-translation";
import type { Control } from "react-hook-form";
import type { ExperienceInput } from "@common/schemas/providers";
import { LabelledField } from "@/components/form/fields";
import { FormControl } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

function SelectControl({
  value,
  onValueChange,
  placeholder,
  options,
}: {
  value: string | undefined;
  onValueChange: (value: string) => void;
  placeholder?: string;
  options: { value: string | number; label: string }[];
}) {
  const { t } = useTranslation("providers");
  return (
    <Select value={value} onValueChange={onValueChange}>
      <FormControl>
        <SelectTrigger>
          <SelectValue placeholder={placeholder ?? t("wizard.experience.choose")} />
        </SelectTrigger>
      </FormControl>
      <SelectContent>
        {options.map((o) => (
          <SelectItem key={o.value} value={String(o.value)}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

export function OptionSelect({
  control,
  name,
  label,
  options,
  placeholder,
}: {
  control: Control<ExperienceInput>;
  name: "projectCategory" | "recurringFrequency" | "existingProjectId";
  label: string;
  options: { value: string; label: string }[];
  placeholder: string;
}) {
  return (
    <LabelledField control={control} name={name} label={label} controlInside>
      {(field) => (
        <SelectControl
          value={field.value || undefined}
          onValueChange={field.onChange}
          placeholder={placeholder}
          options={options}
        />
      )}
    </LabelledField>
  );
}

export function NumberSelect({
  control,
  name,
  label,
  options,
}: {
  control: Control<ExperienceInput>;
  name: "recurringDayOfWeek" | "recurringDayOfMonth";
  label: string;
  options: { value: number; label: string }[];
}) {
  return (
    <LabelledField control={control} name={name} label={label} controlInside>
      {(field) => (
        <SelectControl
          value={field.value == null ? undefined : String(field.value)}
          onValueChange={(v) => field.onChange(Number(v))}
          options={options}
        />
      )}
    </LabelledField>
  );
}
