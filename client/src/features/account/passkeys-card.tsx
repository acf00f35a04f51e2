// "Passkeys" on the profile: the account's passkeys, adding one on this device (after the owner
// confirms: add-passkey-dialog.tsx) and removing one (with a confirmation). Back from a sign-in
// again at the identity provider (?confirmed=1), adding needs no more.
import { useEffect, useState } from "react";
import { useTranslation } from "@/lib/use-translation";
import i18next from "i18next";
import { KeyRound, Trash2 } from "lucide-react";
import { formatDate } from "@common/format";
import type { Passkey } from "@common/schemas/account";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { hasCode, serverMessage } from "@/lib/api-client";
import { errorToast, type FailureToast } from "@/lib/query-client";
import { useAccountSecurity, useAddPasskey, useRemovePasskey, type AddPasskeyProof } from "./api/account";
import { AddPasskeyDialog } from "./add-passkey-dialog";
import {
  isPasskeyCancelled,
  isPasskeyOnThisDevice,
  passkeyOnThisDevice,
  passkeysSupported,
} from "@/features/account/lib/passkey-ceremony";

/** Failures the confirm dialog shows itself (a wrong password, a closed prompt) are no toast. */
const addFailure: FailureToast = (err) => {
  if (hasCode(err, "CONFIRMATION_FAILED")) return null;
  if (isPasskeyCancelled(err))
    return { title: i18next.t("account:passkeys.notAdded"), description: i18next.t("account:passkeys.promptClosed") };
  if (isPasskeyOnThisDevice(err) || hasCode(err, "PASSKEY_EXISTS"))
    return { title: passkeyOnThisDevice(), description: i18next.t("account:passkeys.onThisDeviceDescription") };
  return {
    title: i18next.t("account:error"),
    description: serverMessage(err, i18next.t("account:passkeys.addFailed")),
    variant: "destructive",
  };
};

export function PasskeysCard() {
  const { t } = useTranslation("account");
  const security = useAccountSecurity();
  const add = useAddPasskey(addFailure);
  const remove = useRemovePasskey(errorToast((err) => serverMessage(err, i18next.t("account:passkeys.removeFailed"))));
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [confirming, setConfirming] = useState(false);
  const supported = passkeysSupported();

  // Back from signing in again at the identity provider: say how it went, once.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const confirmed = params.get("confirmed");
    if (!confirmed) return;
    params.delete("confirmed");
    const rest = params.toString();
    window.history.replaceState(null, "", `${window.location.pathname}${rest ? `?${rest}` : ""}${window.location.hash}`);
    if (confirmed === "1")
      toast({ title: i18next.t("account:passkeys.confirmed"), description: i18next.t("account:passkeys.confirmedDescription") });
    else
      toast({
        title: i18next.t("account:passkeys.notConfirmed"),
        description: i18next.t("account:passkeys.notConfirmedDescription"),
        variant: "destructive",
      });
  }, []);

  const added = () => {
    setConfirming(false);
    toast({ title: t("passkeys.added"), description: t("passkeys.addedDescription") });
  };

  /** With a fresh sign-in again at the identity provider, straight to the prompt; else confirm first. */
  function addPasskey() {
    if (security.data?.recentlyConfirmed) add.mutate(null, { onSuccess: added });
    else setConfirming(true);
  }

  const confirmAndAdd = (proof: AddPasskeyProof) =>
    add.mutateAsync(proof, { onSuccess: added }).catch((err: unknown) => {
      // The dialog shows a wrong confirmation; anything else closes it for its toast.
      if (!hasCode(err, "CONFIRMATION_FAILED")) setConfirming(false);
      throw err;
    });

  const passkeys = security.data?.passkeys ?? [];
  return (
    <Card className="mt-4">
      <CardHeader className="pb-2">
        <CardTitle>
          <h2 className="text-base font-semibold">{t("passkeys.title")}</h2>
        </CardTitle>
        <CardDescription>{t("passkeys.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {security.isLoading ? (
          <Skeleton className="h-12 w-full" />
        ) : passkeys.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("passkeys.none")}</p>
        ) : (
          <ul aria-label={t("passkeys.list")} className="grid gap-2">
            {passkeys.map((passkey) => (
              <li key={passkey.id} className="flex items-center gap-3 rounded-xl border border-border px-3 py-2">
                <KeyRound aria-hidden className="size-5 shrink-0 text-primary" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-foreground">{passkey.name}</p>
                  <p className="text-xs text-muted-foreground">
                    {t("passkeys.addedOn", { date: formatDate(passkey.createdAt) })}
                    {passkey.lastUsedAt ? ` · ${t("passkeys.lastUsed", { date: formatDate(passkey.lastUsedAt) })}` : ""}
                  </p>
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t("passkeys.removeNamed", { name: passkey.name })}
                  onClick={() => setRemoving(passkey)}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {supported ? (
          <Button type="button" variant="outline" className="w-full" disabled={add.isPending} onClick={addPasskey}>
            <KeyRound aria-hidden className="size-4" />
            {add.isPending ? t("passkeys.adding") : t("passkeys.add")}
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">{t("passkeys.unsupported")}</p>
        )}
      </CardContent>
      {security.data ? (
        <AddPasskeyDialog
          open={confirming}
          onOpenChange={setConfirming}
          security={security.data}
          pending={add.isPending}
          onConfirm={confirmAndAdd}
        />
      ) : null}
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t("passkeys.removeTitle")}
        description={t("passkeys.removeDescription", { name: removing?.name ?? "" })}
        action={remove.isPending ? t("passkeys.removing") : t("passkeys.remove")}
        pending={remove.isPending}
        keepOpen
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              setRemoving(null);
              toast({ title: t("passkeys.removed") });
            },
          })
        }
      />
    </Card>
  );
}
