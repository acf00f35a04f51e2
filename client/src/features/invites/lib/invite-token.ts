// The invite link a signed-out visitor opened (/join/{token}), kept on this device until their new
// account's profile is complete: sent with "Create account", through the identity provider
// (/api/login?invite=…) and with Complete Profile. The server ignores a token that is not live.

/**
 * What `inviteTokenSchema` (common/schemas/auth.ts) accepts, checked without zod: this module is in
 * the first bundle (the sign-in page and the auth hook use it).
 */
const TOKEN = /^[A-Za-z0-9_-]{1,128}$/;
const asToken = (value: string | null) => (value && TOKEN.test(value) ? value : undefined);

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
    return asToken(localStorage.getItem(KEY));
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
  return asToken(new URLSearchParams(window.location.search).get("invite")) ?? rememberedInvite();
}
