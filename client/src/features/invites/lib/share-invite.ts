// Sending an invite link: the device's share sheet with a short text and the link; without one, an
// SMS or e-mail draft to the person (their number or address filled in), else the link is copied.
import i18next from "i18next";
import { copyText, mailtoUrl } from "@/lib/share";

const inviteText = () => i18next.t("auth:invites.shareText");

export type InviteOutcome = "shared" | "draft" | "copied" | "cancelled" | "failed";

/** An sms: draft (RFC 5724) to `phone` with `body`. */
function smsUrl(phone: string, body: string): string {
  return `sms:${phone.replace(/[^\d+]/g, "")}?body=${encodeURIComponent(body)}`;
}

export async function sendInvite(url: string, to: { phone?: string | null; email?: string | null } = {}): Promise<InviteOutcome> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: i18next.t("auth:invites.shareTitle"), text: inviteText(), url });
      return "shared";
    } catch (err) {
      if ((err as DOMException)?.name === "AbortError") return "cancelled";
      // Refused: fall through to a draft or a copy.
    }
  }
  const body = `${inviteText()} ${url}`;
  if (to.phone) {
    window.location.href = smsUrl(to.phone, body);
    return "draft";
  }
  if (to.email) {
    window.location.href = mailtoUrl({ to: to.email, subject: i18next.t("auth:invites.shareTitle"), body });
    return "draft";
  }
  return (await copyText(url)) ? "copied" : "failed";
}
