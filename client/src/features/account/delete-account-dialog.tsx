// "Delete my account": says what goes and what stays, asks for DELETE typed out and the
// password (or a passkey), then removes everything and leaves for the landing page.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { z } from "zod";
import { DELETE_CONFIRMATION, deleteAccountSchema } from "@common/schemas/account";
import { InputField } from "@/components/form/fields";
import { FormError } from "@/components/form/form-error";
import { Button } from "@/components/ui/button";
import { PendingButton } from "@/components/form/pending-button";
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
        title: "Error",
        description: serverMessage(err, "Failed to delete your account. Please try again."),
        variant: "destructive",
      };

export function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
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
        if (isPasskeyCancelled(err)) setError("The passkey prompt was closed. Your account was not deleted.");
        // An owner of others hands the household over (or dissolves it) in Profile first.
        else if (hasCode(err, "HOUSEHOLD_OWNER")) setError(serverMessage(err, "Hand your household over first."));
        else if (hasCode(err, "CONFIRMATION_FAILED")) {
          // The password is what to fix: focused, its text chosen, the error shown above the footer.
          if (hasPassword) form.setFocus("password", { shouldSelect: true });
          setError(serverMessage(err, "That did not confirm it is you."));
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
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          form.reset();
          setError(null);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>This cannot be undone. Export your data first if you want a copy.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2 text-sm text-foreground">
          <p className="font-medium">What goes, at once:</p>
          <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
            <li>your profile, photo, passkeys and every signed-in session</li>
            <li>your projects, with their providers, quotes and photos (collaborators lose access)</li>
            <li>your reviews and vowches (provider ratings are recounted), requests and suggestions</li>
            <li>your provider list and contacts</li>
            <li>your household, if you are alone in it, with its upkeep tasks and items</li>
          </ul>
          <p className="text-muted-foreground">
            A household with others in it stays theirs, with everything in it; if you own it, hand it over or dissolve it first.
          </p>
          <p className="text-muted-foreground">
            Providers you added stay in the directory for people who saved them; your edits there show as “a former member”.
          </p>
        </div>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate>
            <InputField
              control={form.control}
              name="confirm"
              label={`Type ${DELETE_CONFIRMATION} to confirm`}
              autoComplete="off"
              autoCapitalize="characters"
            />
            {hasPassword ? (
              <InputField
                control={form.control}
                name="password"
                label="Your password"
                type="password"
                autoComplete="current-password"
              />
            ) : null}
            <FormError error={error} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              {canUsePasskey ? (
                <Button
                  type="button"
                  variant={hasPassword ? "outline" : "destructive"}
                  disabled={remove.isPending}
                  onClick={() => void form.trigger("confirm").then((ok) => ok && send({ passkey: true }))}
                >
                  <KeyRound aria-hidden className="size-4" />
                  Confirm with a passkey
                </Button>
              ) : null}
              {hasPassword || !canUsePasskey ? (
                <PendingButton
                  variant="destructive"
                  pending={remove.isPending}
                  pendingText="Deleting..."
                  disabled={security.isLoading}
                >
                  Delete my account
                </PendingButton>
              ) : null}
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
