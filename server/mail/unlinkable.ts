// Text other people typed (a request's title, a name) as an e-mail shows it: mail clients turn
// anything that looks like an address into a link, so a title like "see http://evil.example"
// would arrive as a clickable link under Vowch's name. Every scheme and every dot that could join
// a host name is broken the way security notices write addresses ("evil[.]example",
// "http[:]//"): still readable, never a link and never a working address in the text part.

/** `value` with no URL, domain, IP address or e-mail address a mail client could link. */
export function unlinkable(value: string): string {
  return (
    value
      // scheme://… and the schemes written without slashes (mailto:, tel:, javascript:…)
      .replace(/\b([a-z][a-z0-9+.-]*):(?=\/\/)/gi, "$1[:]")
      .replace(/\b(mailto|tel|sms|callto|javascript|data|file|ftp|news|sip|xmpp|skype|facetime):/gi, "$1[:]")
      // a dot (also the full-width and ideographic ones) between a label and a letter: "evil.example", "www.x"
      .replace(/(?<=[\p{L}\p{N}_-])[.\uFF0E\u3002\uFF61](?=[\p{L}\p{N}_-]*\p{L})/gu, "[.]")
      // IPv4 addresses: 10.0.0.1
      .replace(/\b\d{1,3}(?:\.\d{1,3}){3}\b/g, (ip) => ip.replaceAll(".", "[.]"))
  );
}
