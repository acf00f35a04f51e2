// Label + control + message blocks the forms share (on the components/ui/form primitives),
// so every field keeps its label, id wiring and error text the same way.
import type * as React from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { NativeSelect } from "./native-select";

interface FieldBase<T extends FieldValues, TOut> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- RHF's context type param
  control: Control<T, any, TOut>;
  name: FieldPath<T>;
  label: React.ReactNode;
  className?: string;
}

export function InputField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  className,
  ...input
}: FieldBase<T, TOut> & Omit<React.ComponentProps<"input">, "name" | "value" | "defaultValue">) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...input} {...field} value={field.value ?? ""} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function TextareaField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  className,
  ...textarea
}: FieldBase<T, TOut> & Omit<React.ComponentProps<"textarea">, "name" | "value" | "defaultValue">) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Textarea {...textarea} {...field} value={field.value ?? ""} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function SelectField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  className,
  children,
  ...select
}: FieldBase<T, TOut> & Omit<React.ComponentProps<"select">, "name" | "value" | "defaultValue">) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <NativeSelect {...select} {...field} value={field.value ?? ""}>
              {children}
            </NativeSelect>
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
