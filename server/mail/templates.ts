// The e-mails' words and their one plain layout: a text part (what every client shows) and a
// simple HTML part built from it, every value escaped.

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
}

export function renderMail({ subject, lines, links = [], action, footer }: Layout): RenderedMail {
  const text = [
    ...lines,
    ...(links.length ? ["", ...links.map((l) => `${l.label}: ${l.url}`)] : []),
    "",
    `${action.label}: ${action.url}`,
    "",
    "—",
    ...footer,
    "",
    "Vowch · Who your friends recommend",
  ].join("\n");
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,sans-serif;color:#1f2937">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p style="margin:0 0 16px;font-weight:bold;color:#0f766e">Vowch</p>
${lines.map((l) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(l)}</p>`).join("\n")}
${links.map((l) => `<p style="margin:0 0 8px"><a href="${escapeHtml(l.url)}" style="color:#0f766e">${escapeHtml(l.label)}</a></p>`).join("\n")}
<p style="margin:20px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:12px 18px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
${footer.map((l) => `<p style="margin:0 0 6px;font-size:12px;color:#6b7280;line-height:1.4">${linkify(l)}</p>`).join("\n")}
<p style="margin:12px 0 0;font-size:12px;color:#6b7280">Vowch · Who your friends recommend</p>
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

export function passwordResetMail(resetUrl: string, minutes: number): RenderedMail {
  return renderMail({
    subject: "Reset your Vowch password",
    lines: [
      "Someone — hopefully you — asked to reset the password of your Vowch account.",
      `The link below works once, for ${minutes} minutes. Using it signs you out everywhere else.`,
    ],
    action: { label: "Choose a new password", url: resetUrl },
    footer: ["If you did not ask for this, ignore this e-mail: your password stays as it is."],
  });
}

/** Sent whenever a passkey is added to or removed from an account, so its owner sees every change. */
export function passkeyChangedMail(
  change: "added" | "removed",
  name: string,
  profileUrl: string,
  resetUrl: string,
): RenderedMail {
  return renderMail({
    subject: change === "added" ? "A passkey was added to your Vowch account" : "A passkey was removed from your Vowch account",
    lines: [
      change === "added"
        ? `The passkey "${name}" was just added to your Vowch account. It can now sign in to your account.`
        : `The passkey "${name}" was just removed from your Vowch account. It no longer signs you in.`,
      "If this was you, there is nothing to do.",
    ],
    action: { label: "Review your passkeys", url: profileUrl },
    footer: [`If this was not you, reset your password at once (this also removes every passkey): ${resetUrl}`],
  });
}

/** Sent when a password reset removed the account's passkeys. */
export function passkeysRemovedByResetMail(names: string[], profileUrl: string): RenderedMail {
  return renderMail({
    subject: "Your Vowch passkeys were removed",
    lines: [
      "The password of your Vowch account was just reset, and with it every passkey was removed:",
      names.join(", "),
      "Add a passkey again from your profile on each device you use.",
    ],
    action: { label: "Add a passkey", url: profileUrl },
    footer: ["If you did not reset your password, ask for a new reset link at once."],
  });
}

/** Sent (at most once a day) when failed sign-ins on an account have started its backoff. */
export function signInAttemptsMail(failures: number, minutes: number, resetUrl: string): RenderedMail {
  return renderMail({
    subject: "Someone is trying to sign in to your Vowch account",
    lines: [
      `Your Vowch account had ${failures} failed sign-ins in ${minutes} minutes.`,
      "Vowch now makes each further try wait a little longer. Your account is not locked: you can still sign in.",
      "If this was not you, your account is safe as long as your password is strong and used nowhere else. To be sure, choose a new one.",
    ],
    action: { label: "Choose a new password", url: resetUrl },
    footer: ["You get this e-mail at most once a day."],
  });
}

export function finishSignupMail(finishUrl: string, hours: number): RenderedMail {
  return renderMail({
    subject: "Finish creating your Vowch account",
    lines: [
      "Someone — hopefully you — started creating a Vowch account with this e-mail address.",
      `Open the link below to finish: it works once, for ${hours} hours, and it also confirms that this address is yours.`,
    ],
    action: { label: "Finish creating my account", url: finishUrl },
    footer: ["If you did not ask for this, ignore this e-mail: no account is created."],
  });
}

export function signupAttemptMail(signInUrl: string, resetUrl: string): RenderedMail {
  return renderMail({
    subject: "Someone tried to sign up with your address",
    lines: [
      "Someone tried to create a new Vowch account with this e-mail address, but you already have one, so nothing changed.",
      "If it was you, sign in instead.",
    ],
    action: { label: "Sign in", url: signInUrl },
    footer: [
      `Forgot your password? Ask for a new one: ${resetUrl}`,
      "If it was not you, you can ignore this e-mail: your account is as it was.",
    ],
  });
}

export function emailVerificationMail(verifyUrl: string, hours: number): RenderedMail {
  return renderMail({
    subject: "Verify your e-mail for Vowch",
    lines: [
      "Please confirm that this is your e-mail address.",
      `Once it is verified, people who have it in their address book see you among their contacts on Vowch. The link works once, for ${hours} hours.`,
    ],
    action: { label: "Verify my e-mail", url: verifyUrl },
    footer: ["If you did not ask for this, ignore this e-mail: nothing changes."],
  });
}

export function phoneMovedMail(profileUrl: string): RenderedMail {
  return renderMail({
    subject: "Your phone number was verified on another account",
    lines: [
      "Your phone number was verified on another account",
      "Someone proved, with a code sent to it by text message, that the phone number on your Vowch profile is theirs. Numbers are passed on when a line is given up, so your number no longer counts as verified on your account: people who have it in their address book no longer see you through it.",
      "If the number is still yours, verify it again on your profile.",
    ],
    action: { label: "Open your profile", url: profileUrl },
    footer: ["You get this e-mail because your number's proof moved to another account."],
  });
}
