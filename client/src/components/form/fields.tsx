// Label + control + message blocks the forms share (on the components/ui/form primitives),
// so every field keeps its label, id wiring and error text the same way.
import type * as React from "react";
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { NativeSelect } from "./native-select";

export interface FieldBase<T extends FieldValues, TOut> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- RHF's context type param
  control: Control<T, any, TOut>;
  name: FieldPath<T>;
  label: React.ReactNode;
  /** A hint under the control. */
  description?: React.ReactNode;
  className?: string;
}

/** One labelled field; `children` renders the control from RHF's field props. */
export function LabelledField<T extends FieldValues, TName extends FieldPath<T>, TOut = T>({
  control,
  name,
  label,
  description,
  className,
  controlInside = false,
  children,
}: Omit<FieldBase<T, TOut>, "name"> & {
  name: TName;
  /** `children` puts <FormControl> on its own focusable element (a Radix Select's root renders none). */
  controlInside?: boolean;
  children: (field: ControllerRenderProps<T, TName>) => React.ReactElement;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          {controlInside ? children(field) : <FormControl>{children(field)}</FormControl>}
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

type Without<P> = Omit<P, "name" | "value" | "defaultValue" | "children">;

export function InputField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  description,
  className,
  ...input
}: FieldBase<T, TOut> & Without<React.ComponentProps<"input">>) {
  return (
    <LabelledField control={control} name={name} label={label} description={description} className={className}>
      {(field) => <Input {...input} {...field} value={field.value ?? ""} />}
    </LabelledField>
  );
}

export function TextareaField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  description,
  className,
  ...textarea
}: FieldBase<T, TOut> & Without<React.ComponentProps<"textarea">>) {
  return (
    <LabelledField control={control} name={name} label={label} description={description} className={className}>
      {(field) => <Textarea {...textarea} {...field} value={field.value ?? ""} />}
    </LabelledField>
  );
}

/** A native select (the phone's own picker); `children` are its options. */
export function SelectField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  className,
  children,
  ...select
}: FieldBase<T, TOut> & Without<React.ComponentProps<"select">> & { children: React.ReactNode }) {
  return (
    <LabelledField control={control} name={name} label={label} className={className}>
      {(field) => (
        <NativeSelect {...select} {...field} value={field.value ?? ""}>
          {children}
        </NativeSelect>
      )}
    </LabelledField>
  );
}
