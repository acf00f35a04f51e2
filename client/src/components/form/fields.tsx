// Label + control + message blocks the forms share (on the components/ui/form primitives),
// so every field keeps its label, id wiring and error text the same way.
import { useTranslation } from "@/lib/use-translation";
import { categoryLabel } from "@/lib/category-label";
import type * as React from "react";
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { PROVIDER_CATEGORIES } from "@common/constants";
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

/** Splits a field's own props (control, name, label, hint, class) from the props of its control. */
function splitField<T extends FieldValues, TOut, P>({
  control,
  name,
  label,
  description,
  className,
  ...rest
}: FieldBase<T, TOut> & P) {
  return [{ control, name, label, description, className }, rest] as const;
}

export function InputField<T extends FieldValues, TOut = T>(props: FieldBase<T, TOut> & Without<React.ComponentProps<"input">>) {
  const [base, input] = splitField(props);
  return <LabelledField {...base}>{(field) => <Input {...input} {...field} value={field.value ?? ""} />}</LabelledField>;
}

/** An amount of money: a decimal keypad on phones, never negative, to the cent. */
export function MoneyField<T extends FieldValues, TOut = T>(props: FieldBase<T, TOut> & Without<React.ComponentProps<"input">>) {
  return <InputField type="number" inputMode="decimal" min={0} step="0.01" placeholder="0.00" {...props} />;
}

export function TextareaField<T extends FieldValues, TOut = T>(
  props: FieldBase<T, TOut> & Without<React.ComponentProps<"textarea">>,
) {
  const [base, textarea] = splitField(props);
  return <LabelledField {...base}>{(field) => <Textarea {...textarea} {...field} value={field.value ?? ""} />}</LabelledField>;
}

/** A native select (the phone's own picker); `children` are its options. */
export function SelectField<T extends FieldValues, TOut = T>({
  children,
  ...props
}: FieldBase<T, TOut> & Without<React.ComponentProps<"select">> & { children: React.ReactNode }) {
  const [base, select] = splitField(props);
  return (
    <LabelledField {...base}>
      {(field) => (
        <NativeSelect {...select} {...field} value={field.value ?? ""}>
          {children}
        </NativeSelect>
      )}
    </LabelledField>
  );
}

/** A provider category (trade) to pick, or none: the native picker with "None" first. */
export function TradeSelectField<T extends FieldValues, TOut = T>(props: FieldBase<T, TOut>) {
  const { t } = useTranslation();
  return (
    <SelectField {...props}>
      <option value="">{t("none")}</option>
      {PROVIDER_CATEGORIES.map((c) => (
        <option key={c} value={c}>
          {categoryLabel(c)}
        </option>
      ))}
    </SelectField>
  );
}
