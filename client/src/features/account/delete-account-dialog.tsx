// "Delete my account": says what goes and what stays, asks for DELETE typed out and the
// password (or a passkey), then removes everything and leaves for the landing page.
import { useState } from "react";
import { useTranslation } from "@/lib/use-translation";
import i18next from "i18next";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { DELETE_CONFIRMATION, deleteAccountSchema } from "@common/schemas/account";
import { InputField } from "@/components/form/fields";
import { FormError } from "@/components/form/form-error";
import { PendingButton } from "@/components/form/pending-button";
import { CancelAndPasskey, CurrentPasswordField, resetOnClose } from "./confirm-pieces";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { hasCode, serverMessage } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import type { FailureToast } from "@/lib/query-client";
import { useAccountSecurity, useDeleteAccount, type DeleteProof } from "./api/account";
import { isPasskeyCancelled, passkeysSupported } from "@/features/account/lib/passkey-ceremony";

const formSchema = deleteAccountSchema.pick({ confirm: true }).extend({ password: z.string().max(200) });
type DeleteForm = z.input<typeof formSchema>;

/** A closed passkey prompt or a refused confirmation shows in the dialog; anything else is a toast. */
const deleteFailure: FailureToast = (err) =>
  isPasskeyCancelled(err) || hasCode(err, "CONFIRMATION_FAILED") || hasCode(err, "HOUSEHOLD_OWNER")
    ? null
    : {
        title: i18next.t("account:error"),
        description: serverMessage(err, i18next.t("account:delete.failed")),
        variant: "destructive",
      };

export function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("account");
  const security = useAccountSecurity();
  const remove = useDeleteAccount(deleteFailure);
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<DeleteForm>({ resolver: zodResolver(formSchema), defaultValues: { confirm: "" as never, password: "" } });
  const hasPassword = security.data?.hasPassword ?? false;
  const canUsePasskey = (security.data?.passkeys.length ?? 0) > 0 && passkeysSupported();

  function send(proof: DeleteProof) {
    setError(null);
    remove.mutate(proof, {
      onSuccess: () => {
        queryClient.clear();
        window.location.assign(paths.home);
      },
      onError: (err) => {
        if (isPasskeyCancelled(err)) setError(t("delete.promptClosed"));
        // An owner of others hands the household over (or dissolves it) in Profile first.
        else if (hasCode(err, "HOUSEHOLD_OWNER")) setError(serverMessage(err, t("delete.handOverFirst")));
        else if (hasCode(err, "CONFIRMATION_FAILED")) {
          // The password is what to fix: focused, its text chosen, the error shown above the footer.
          if (hasPassword) form.setFocus("password", { shouldSelect: true });
          setError(serverMessage(err, t("delete.notConfirmed")));
        }
      },
    });
  }

  const onSubmit = (values: DeleteForm) => {
    if (hasPassword && !values.password) {
      form.setError("password", { message: "Enter your password" });
      return;
    }
    send({ password: values.password });
  };

  return (
    <Dialog open={open} onOpenChange={resetOnClose(form, setError, onOpenChange)}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t("delete.title")}</DialogTitle>
          <DialogDescription>{t("delete.description")}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2 text-sm text-foreground">
          <p className="font-medium">{t("delete.whatGoes")}</p>
          <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
            <li>{t("delete.goes.profile")}</li>
            <li>{t("delete.goes.projects")}</li>
            <li>{t("delete.goes.reviews")}</li>
            <li>{t("delete.goes.providers")}</li>
            <li>{t("delete.goes.household")}</li>
          </ul>
          <p className="text-muted-foreground">{t("delete.householdStays")}</p>
          <p className="text-muted-foreground">{t("delete.providersStay")}</p>
        </div>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate>
            <InputField
              control={form.control}
              name="confirm"
              label={t("delete.typeToConfirm", { word: DELETE_CONFIRMATION })}
              autoComplete="off"
              autoCapitalize="characters"
            />
            {hasPassword ? <CurrentPasswordField control={form.control} /> : null}
            <FormError error={error} />
            <DialogFooter>
              <CancelAndPasskey
                onCancel={() => onOpenChange(false)}
                onPasskey={
                  canUsePasskey ? () => void form.trigger("confirm").then((ok) => ok && send({ passkey: true })) : undefined
                }
                variant={hasPassword ? "outline" : "destructive"}
                disabled={remove.isPending}
              />
              {hasPassword || !canUsePasskey ? (
                <PendingButton
                  variant="destructive"
                  pending={remove.isPending}
                  pendingText={t("delete.deleting")}
                  disabled={security.isLoading}
                >
                  {t("delete.button")}
                </PendingButton>
              ) : null}
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
