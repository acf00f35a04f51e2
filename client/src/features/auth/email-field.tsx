// The account e-mail box of the signed-out pages (sign-in, create account, forgot password): the
// phone's e-mail keyboard and the browser's saved address.
import { useTranslation } from "@/lib/use-translation";
import type { FieldValues } from "react-hook-form";
import { InputField, type FieldBase } from "@/components/form/fields";

export function EmailField<T extends FieldValues, TOut = T>({ control, name }: Pick<FieldBase<T, TOut>, "control" | "name">) {
  const { t } = useTranslation("auth");
  return (
    <InputField
      control={control}
      name={name}
      label={t("email")}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t("emailPlaceholder")}
    />
  );
}
