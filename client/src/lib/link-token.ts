// E-mailed links carry their token in the URL fragment (#token=…), so it never reaches a server log
// or a Referer: the pages those links open read it here.

/** The `token` of the current URL's fragment, or "" when the link has none. */
export function tokenFromLink(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "";
}
