// "Confirm it's you" before a passkey is added: a passkey is a new way into the account, so the
// session alone is not enough. The owner types the password again, uses one of the account's
// passkeys, or (an account with neither, signed up through an identity provider) signs in again
// there and comes back to the profile.
import { useState } from "react";
import { useTranslation } from "@/lib/use-translation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LogIn } from "lucide-react";
import { z } from "zod";
import type { AccountSecurity } from "@common/schemas/account";
import { PendingButton } from "@/components/form/pending-button";
import { FormError } from "@/components/form/form-error";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { hasCode, serverMessage } from "@/lib/api-client";
import type { AddPasskeyProof } from "./api/account";
import { CancelAndPasskey, CurrentPasswordField, resetOnClose } from "./confirm-pieces";
import { passkeysSupported } from "@/features/account/lib/passkey-ceremony";

const formSchema = z.object({ password: z.string().min(1, "Enter your password").max(200, "Password is too long") });
type PasswordForm = z.input<typeof formSchema>;

/** Where a sign-in again at the identity provider starts; it comes back to the profile. */
const REAUTH_PATH = "/api/auth/reauth";

export function AddPasskeyDialog({
  open,
  onOpenChange,
  security,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  security: AccountSecurity;
  pending: boolean;
  /** Adds the passkey with this proof; rejects with the server's or the browser's error. */
  onConfirm: (proof: AddPasskeyProof) => Promise<unknown>;
}) {
  const { t } = useTranslation("account");
  const [error, setError] = useState<string | null>(null);
  const form = useForm<PasswordForm>({ resolver: zodResolver(formSchema), defaultValues: { password: "" } });
  const canUsePasskey = security.passkeys.length > 0 && passkeysSupported();
  const onlyIdentityProvider = !security.hasPassword && !canUsePasskey && security.hasIdentityProvider;

  async function send(proof: AddPasskeyProof) {
    setError(null);
    try {
      await onConfirm(proof);
    } catch (err) {
      if (hasCode(err, "CONFIRMATION_FAILED")) {
        if (proof && "password" in proof) form.setError("password", { message: serverMessage(err, t("confirm.wrongPassword")) });
        else setError(serverMessage(err, t("confirm.passkeyFailed")));
      }
    }
  }

  return (
    <Dialog open={open} onOpenChange={resetOnClose(form, setError, onOpenChange)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("confirm.title")}</DialogTitle>
          <DialogDescription>{t("confirm.description")}</DialogDescription>
        </DialogHeader>
        {security.hasPassword ? (
          <Form {...form}>
            <form
              id="add-passkey-password"
              onSubmit={form.handleSubmit((values) => send({ password: values.password }))}
              className="grid gap-4"
              noValidate
            >
              <CurrentPasswordField control={form.control} />
            </form>
          </Form>
        ) : null}
        {onlyIdentityProvider ? <p className="text-sm text-muted-foreground">{t("confirm.identityProvider")}</p> : null}
        <FormError error={error} />
        <DialogFooter>
          <CancelAndPasskey
            onCancel={() => onOpenChange(false)}
            onPasskey={canUsePasskey ? () => void send({ passkey: true }) : undefined}
            variant={security.hasPassword ? "outline" : "default"}
            disabled={pending}
          />
          {security.hasPassword ? (
            <PendingButton form="add-passkey-password" pending={pending} pendingText={t("passkeys.adding")}>
              {t("confirm.continue")}
            </PendingButton>
          ) : null}
          {onlyIdentityProvider ? (
            <Button type="button" onClick={() => window.location.assign(REAUTH_PATH)}>
              <LogIn aria-hidden className="size-4" />
              {t("confirm.signInAgain")}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
