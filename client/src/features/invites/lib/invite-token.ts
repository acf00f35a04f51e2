// The invite link a signed-out visitor opened (/join/{token}), kept on this device until their new
// account's profile is complete: sent with "Create account", through the identity provider
// (/api/login?invite=…) and with Complete Profile. The server ignores a token that is not live.
import { inviteTokenSchema } from "@common/schemas/auth";

const KEY = "vowch.invite";

export function rememberInvite(token: string) {
  try {
    localStorage.setItem(KEY, token);
  } catch {
    // Storage refused (private mode): the link still joins through "Create account" on this page.
  }
}

/** The remembered token, if it still looks like one. */
export function rememberedInvite(): string | undefined {
  try {
    const parsed = inviteTokenSchema.safeParse(localStorage.getItem(KEY));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function forgetInvite() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

/** The sign-in page's `?invite=` (from "Join"), else the remembered one. */
export function inviteForSignup(): string | undefined {
  const parsed = inviteTokenSchema.safeParse(new URLSearchParams(window.location.search).get("invite"));
  return parsed.success ? parsed.data : rememberedInvite();
}
