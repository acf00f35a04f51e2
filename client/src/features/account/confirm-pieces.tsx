// What the dialogs that ask to confirm it's you share (adding a passkey, deleting the account):
// the current-password field, Cancel with "Use a passkey", and closing that forgets what was typed.
import { useTranslation } from "@/lib/use-translation";
import type { Control, FieldValues, Path, UseFormReturn } from "react-hook-form";
import { KeyRound } from "lucide-react";
import { InputField } from "@/components/form/fields";
import { Button } from "@/components/ui/button";

/** The dialog's onOpenChange: on close the form and its error are reset. */
export function resetOnClose<T extends FieldValues>(
  form: UseFormReturn<T>,
  setError: (error: string | null) => void,
  onOpenChange: (open: boolean) => void,
) {
  return (next: boolean) => {
    if (!next) {
      form.reset();
      setError(null);
    }
    onOpenChange(next);
  };
}

export function CurrentPasswordField<T extends FieldValues>({ control }: { control: Control<T> }) {
  const { t } = useTranslation("account");
  return (
    <InputField
      control={control}
      name={"password" as Path<T>}
      label={t("confirm.password")}
      type="password"
      autoComplete="current-password"
    />
  );
}

/** Cancel, then "Use a passkey" when this browser can (its variant and action are the dialog's). */
export function CancelAndPasskey({
  onCancel,
  onPasskey,
  variant,
  disabled,
}: {
  onCancel: () => void;
  /** Absent where this browser has no passkeys. */
  onPasskey?: () => void;
  variant: "outline" | "default" | "destructive";
  disabled: boolean;
}) {
  const { t } = useTranslation("account");
  return (
    <>
      <Button type="button" variant="outline" onClick={onCancel}>
        {t("cancel")}
      </Button>
      {onPasskey ? (
        <Button type="button" variant={variant} disabled={disabled} onClick={onPasskey}>
          <KeyRound aria-hidden className="size-4" />
          {t("confirm.withPasskey")}
        </Button>
      ) : null}
    </>
  );
}
