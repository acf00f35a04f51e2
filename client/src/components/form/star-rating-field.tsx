// The 1–5 star field of the forms (vouch, the add-provider wizard's review, a job's completion or
// service, a logged visit): a radio group named by its visible label, one radio per star ("1 star",
// "2 stars", ...), operated with the arrow keys, showing the schema's message under it.
import { useId } from "react";
import type { FieldValues } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { StarRating } from "@/components/ui/star-rating";
import type { FieldBase } from "./fields";

export function StarRatingField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  description,
  className,
  disabled,
}: FieldBase<T, TOut> & { disabled?: boolean }) {
  const labelId = useId();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          {/* A radio group is not labelable: the label names it through aria-labelledby. */}
          <FormLabel id={labelId} htmlFor={undefined}>
            {label}
          </FormLabel>
          <FormControl>
            <StarRating
              aria-labelledby={labelId}
              value={typeof field.value === "number" ? field.value : 0}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={disabled || field.disabled}
            />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
