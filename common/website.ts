// The one rule for turning a stored website into a link (spec §2 Provider detail).

/** Spec §2: a website opens with https:// prepended when it does not start with http. */
export function websiteHref(website: string): string {
  return website.startsWith("http") ? website : `https://${website}`;
}
