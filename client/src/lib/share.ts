// Clipboard, the device share sheet and mail drafts, on the platform APIs.

/** Copies text; false when the browser refuses (no permission, insecure context). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export type ShareOutcome = "shared" | "copied" | "cancelled" | "failed";

/** Uses the device share sheet when there is one, else copies the link (the spec's Quick Actions screen). */
export async function shareOrCopy(data: { title: string; text?: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share(data);
      return "shared";
    } catch (err) {
      if ((err as DOMException)?.name === "AbortError") return "cancelled";
      // Fall through to copying when sharing is refused.
    }
  }
  return (await copyText(data.url)) ? "copied" : "failed";
}

/** A mailto: link with an encoded subject and body (RFC 6068: spaces as %20, not +). */
export function mailtoUrl({ to, subject, body }: { to?: string | null; subject: string; body: string }): string {
  const params = [`subject=${encodeURIComponent(subject)}`, `body=${encodeURIComponent(body)}`].join("&");
  return `mailto:${to ? encodeURIComponent(to).replace(/%40/g, "@") : ""}?${params}`;
}

export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** Absolute URL of an app path, for sharing. */
export function appUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}
