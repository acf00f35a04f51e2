// The one rule for turning a stored website into a link (the spec's Provider detail screen).

/** The spec's screens: a website opens with https:// prepended when it does not start with http. */
export function websiteHref(website: string): string {
  return website.startsWith("http") ? website : `https://${website}`;
}
