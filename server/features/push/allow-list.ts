// Which push endpoints the server will send to. A subscription's endpoint is a URL the browser
// hands over, so an unchecked one would make the server POST wherever a caller likes (SSRF): only
// https on the known push services (exact name or a subdomain of one), or a host[:port] the operator
// listed in PUSH_ALLOW_HOSTS (tests, a self-hosted push service; http allowed there). IP literals,
// private addresses and every other host are refused. The sender never follows a redirect.

/** The browsers' push services: the name itself or any name under it. */
const KNOWN_PUSH_HOSTS = ["fcm.googleapis.com", "updates.push.services.mozilla.com", "push.apple.com", "notify.windows.com"];

const matchesKnown = (host: string) => KNOWN_PUSH_HOSTS.some((known) => host === known || host.endsWith(`.${known}`));

/** Why the endpoint is refused, or null when the server may send to it. */
export function endpointRefusal(endpoint: string, allowHosts: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "The push endpoint is not a URL";
  }
  if (url.username || url.password) return "The push endpoint may not carry credentials";
  const listed = allowHosts.includes(url.host.toLowerCase());
  if (listed && (url.protocol === "https:" || url.protocol === "http:")) return null;
  if (url.protocol !== "https:") return "The push endpoint must use https";
  if (url.port !== "" || !matchesKnown(url.hostname.toLowerCase())) return "This push service is not allowed";
  return null;
}
