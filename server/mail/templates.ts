// The e-mails' words (the `email` namespace, in the recipient's language) and their one plain
// layout: a text part (what every client shows) and a simple HTML part built from it, every value escaped.
import type { Language } from "../../common/i18n/languages.js";
import { translator } from "../i18n/index.js";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

interface Layout {
  subject: string;
  /** Paragraphs of plain text. */
  lines: string[];
  /** Further screens of the app, each a plain link under the lines (their labels are Vowch's own words). */
  links?: { label: string; url: string }[];
  action: { label: string; url: string };
  /** Small print under the action (why they got it, how to stop it). */
  footer: string[];
  /** The recipient's language (the tagline under the footer). */
  language: Language;
}

export function renderMail({ subject, lines, links = [], action, footer, language }: Layout): RenderedMail {
  const tagline = translator(language, "email")("layout.tagline");
  const text = [
    ...lines,
    ...(links.length ? ["", ...links.map((l) => `${l.label}: ${l.url}`)] : []),
    "",
    `${action.label}: ${action.url}`,
    "",
    "—",
    ...footer,
    "",
    tagline,
  ].join("\n");
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,sans-serif;color:#1f2937">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p style="margin:0 0 16px;font-weight:bold;color:#0f766e">Vowch</p>
${lines.map((l) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(l)}</p>`).join("\n")}
${links.map((l) => `<p style="margin:0 0 8px"><a href="${escapeHtml(l.url)}" style="color:#0f766e">${escapeHtml(l.label)}</a></p>`).join("\n")}
<p style="margin:20px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:12px 18px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
${footer.map((l) => `<p style="margin:0 0 6px;font-size:12px;color:#6b7280;line-height:1.4">${linkify(l)}</p>`).join("\n")}
<p style="margin:12px 0 0;font-size:12px;color:#6b7280">${escapeHtml(tagline)}</p>
</div></body></html>`;
  return { subject, text, html };
}

/**
 * Escaped text whose URLs become links (the footer's settings and unsubscribe lines). A URL ends
 * before the punctuation that closes its sentence or bracket ("(https://…/notifications)."), which
 * stays text.
 */
export function linkify(line: string): string {
  return line
    .split(/(https?:\/\/\S*[^\s).,;:!?'"\]])/)
    .map((part, i) =>
      i % 2 === 1 ? `<a href="${escapeHtml(part)}" style="color:#6b7280">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join("");
}

export function passwordResetMail(language: Language, resetUrl: string, minutes: number): RenderedMail {
  const t = translator(language, "email");
  return renderMail({
    language,
    subject: t("passwordReset.subject"),
    lines: [t("passwordReset.asked"), t("passwordReset.works", { minutes })],
    action: { label: t("passwordReset.action"), url: resetUrl },
    footer: [t("passwordReset.ignore")],
  });
}

/** Sent whenever a passkey is added to or removed from an account, so its owner sees every change. */
export function passkeyChangedMail(
  language: Language,
  change: "added" | "removed",
  name: string,
  profileUrl: string,
  resetUrl: string,
): RenderedMail {
  const t = translator(language, "email");
  return renderMail({
    language,
    subject: change === "added" ? t("passkeyChanged.subjectAdded") : t("passkeyChanged.subjectRemoved"),
    lines: [
      change === "added" ? t("passkeyChanged.added", { name }) : t("passkeyChanged.removed", { name }),
      t("passkeyChanged.wasYou"),
    ],
    action: { label: t("passkeyChanged.action"), url: profileUrl },
    footer: [t("passkeyChanged.notYou", { url: resetUrl })],
  });
}

/** Sent when a password reset removed the account's passkeys. */
export function passkeysRemovedByResetMail(language: Language, names: string[], profileUrl: string): RenderedMail {
  const t = translator(language, "email");
  return renderMail({
    language,
    subject: t("passkeysRemoved.subject"),
    lines: [t("passkeysRemoved.reset"), names.join(", "), t("passkeysRemoved.addAgain")],
    action: { label: t("passkeysRemoved.action"), url: profileUrl },
    footer: [t("passkeysRemoved.notYou")],
  });
}

/** Sent (at most once a day) when failed sign-ins on an account have started its backoff. */
export function signInAttemptsMail(language: Language, failures: number, minutes: number, resetUrl: string): RenderedMail {
  const t = translator(language, "email");
  return renderMail({
    language,
    subject: t("signInAttempts.subject"),
    lines: [t("signInAttempts.failures", { failures, minutes }), t("signInAttempts.wait"), t("signInAttempts.notYou")],
    action: { label: t("signInAttempts.action"), url: resetUrl },
    footer: [t("signInAttempts.onceADay")],
  });
}

export function finishSignupMail(language: Language, finishUrl: string, hours: number): RenderedMail {
  const t = translator(language, "email");
  return renderMail({
    language,
    subject: t("finishSignup.subject"),
    lines: [t("finishSignup.started"), t("finishSignup.open", { hours })],
    action: { label: t("finishSignup.action"), url: finishUrl },
    footer: [t("finishSignup.ignore")],
  });
}

export function signupAttemptMail(language: Language, signInUrl: string, resetUrl: string): RenderedMail {
  const t = translator(language, "email");
  return renderMail({
    language,
    subject: t("signupAttempt.subject"),
    lines: [t("signupAttempt.tried"), t("signupAttempt.signIn")],
    action: { label: t("signupAttempt.action"), url: signInUrl },
    footer: [t("signupAttempt.forgot", { url: resetUrl }), t("signupAttempt.notYou")],
  });
}

export function emailVerificationMail(language: Language, verifyUrl: string, hours: number): RenderedMail {
  const t = translator(language, "email");
  return renderMail({
    language,
    subject: t("verifyEmail.subject"),
    lines: [t("verifyEmail.confirm"), t("verifyEmail.once", { hours })],
    action: { label: t("verifyEmail.action"), url: verifyUrl },
    footer: [t("verifyEmail.ignore")],
  });
}

export function phoneMovedMail(language: Language, profileUrl: string): RenderedMail {
  const t = translator(language, "email");
  return renderMail({
    language,
    subject: t("phoneMoved.subject"),
    lines: [t("phoneMoved.subject"), t("phoneMoved.proved"), t("phoneMoved.again")],
    action: { label: t("phoneMoved.action"), url: profileUrl },
    footer: [t("phoneMoved.why")],
  });
}
