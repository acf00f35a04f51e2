// "Continue with a passkey" on the sign-in page: the browser offers the passkeys it holds
// for this site; the server checks the signature and starts the same session a password does.
import { useTranslation } from "@/lib/use-translation";
import { useState } from "react";
import { KeyRound } from "lucide-react";
import type { AuthUser } from "@common/schemas/auth";
import { isPasskeyCancelled, passkeyAssertion, passkeysSupported } from "@/features/account/lib/passkey-ceremony";
import { Button } from "@/components/ui/button";
import { apiJson, serverMessage } from "@/lib/api-client";

export function PasskeySignIn({ onSignedIn, onError }: { onSignedIn: () => void; onError: (message: string | null) => void }) {
  const { t } = useTranslation("auth");
  const [pending, setPending] = useState(false);
  if (!passkeysSupported()) return null;

  async function signIn() {
    onError(null);
    setPending(true);
    try {
      const options = await apiJson<Parameters<typeof passkeyAssertion>[0]>("POST", "/api/auth/passkeys/authentication-options");
      const response = await passkeyAssertion(options);
      await apiJson<AuthUser>("POST", "/api/auth/passkeys/sign-in", { response });
      onSignedIn();
    } catch (err) {
      onError(isPasskeyCancelled(err) ? t("passkey.closed") : serverMessage(err, t("passkey.failed")));
      setPending(false);
    }
  }

  return (
    <Button type="button" variant="outline" size="lg" className="w-full" disabled={pending} onClick={() => void signIn()}>
      <KeyRound aria-hidden className="size-4" />
      {pending ? t("passkey.waiting") : t("passkey.continue")}
    </Button>
  );
}
