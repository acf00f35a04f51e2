// The provider fields shared by the plain provider form and step 1 of the experience wizard.
import type { Control } from "react-hook-form";
import { PROVIDER_CATEGORIES } from "@common/constants";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";

export interface ProviderFieldValues {
  name: string;
  category: string;
  email?: string;
  phone?: string;
  website?: string;
  address?: string;
  description?: string;
}

export function CategorySelect({
  value,
  onChange,
  placeholder = "Select a category",
  includeAll = false,
  ...props
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  includeAll?: boolean;
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-label"?: string;
}) {
  return (
    <Select value={value || undefined} onValueChange={onChange}>
      <SelectTrigger {...props}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {includeAll ? <SelectItem value="all">All Categories</SelectItem> : null}
        {PROVIDER_CATEGORIES.map((c) => (
          <SelectItem key={c} value={c}>
            {c}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
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
      <FormField
        control={control}
        name="name"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Provider name</FormLabel>
            <FormControl>
              <Input placeholder="e.g. Joe's Plumbing" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="category"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Category</FormLabel>
            <FormControl>
              <CategorySelect value={field.value} onChange={field.onChange} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      {TEXT_FIELDS.map((f) => (
        <FormField
          key={f.name}
          control={control}
          name={f.name}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{f.label}</FormLabel>
              <FormControl>
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
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      ))}
      <FormField
        control={control}
        name="description"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Description</FormLabel>
            <FormControl>
              <Textarea rows={3} {...field} value={field.value ?? ""} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </>
  );
}
