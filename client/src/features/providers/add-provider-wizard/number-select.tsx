// A select of numeric options (day of week or month) on the experience form.
import type { Control } from "react-hook-form";
import type { ExperienceInput } from "@common/schemas/providers";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

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
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select value={field.value == null ? undefined : String(field.value)} onValueChange={(v) => field.onChange(Number(v))}>
            <FormControl>
              <SelectTrigger>
                <SelectValue placeholder="Choose" />
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
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
