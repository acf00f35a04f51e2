// The browser half of a passkey ceremony. @simplewebauthn/browser loads only when a passkey is
// actually used, so the landing page's JavaScript budget carries none of it.
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import i18next from "i18next";
import type { PasskeyAssertion } from "@common/schemas/account";

const browser = () => import("@simplewebauthn/browser");

export async function createPasskey(optionsJSON: PublicKeyCredentialCreationOptionsJSON) {
  const { startRegistration } = await browser();
  return startRegistration({ optionsJSON });
}

export async function passkeyAssertion(optionsJSON: PublicKeyCredentialRequestOptionsJSON): Promise<PasskeyAssertion> {
  const { startAuthentication } = await browser();
  return (await startAuthentication({ optionsJSON })) as PasskeyAssertion;
}

/** False when the browser has no WebAuthn at all (the passkey buttons are not offered then). */
export const passkeysSupported = () => typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";

/** The user closed the prompt or it timed out: not an error worth a toast of its own. */
export const isPasskeyCancelled = (err: unknown) => err instanceof Error && err.name === "NotAllowedError";

/** The authenticator already holds a passkey this account listed to exclude: one per device. */
export const isPasskeyOnThisDevice = (err: unknown) => err instanceof Error && err.name === "InvalidStateError";

export const passkeyOnThisDevice = () => i18next.t("account:passkeys.onThisDevice");
