// How a new passkey is named in the account's list: by the device it was made on, so its owner
// knows which one to remove. A passkey kept by a password manager that follows its owner across
// devices is named after that manager; a security key is a "Security key"; otherwise the device
// the browser reports ("iPhone", "Chrome on Windows"). The names are for display only: nothing
// is decided by them.

/** Password managers that keep passkeys across devices, by the AAGUID their passkeys report. */
const PASSWORD_MANAGERS: Record<string, string> = {
  "bada5566-a7aa-401f-bd96-45619a55120d": "1Password",
  "d548826e-79b4-db40-a3d8-11116f7e8349": "Bitwarden",
  "531126d6-e717-415c-9320-3d9aa6981239": "Dashlane",
  "53414d53-554e-4700-0000-000000000000": "Samsung Pass",
};

const ROAMING_TRANSPORTS = new Set(["usb", "nfc", "ble", "smart-card"]);

function browserOf(ua: string): string | null {
  if (/\bEdgA?\//.test(ua)) return "Edge";
  if (/\bSamsungBrowser\//.test(ua)) return "Samsung Internet";
  if (/\b(OPR|Opera)\//.test(ua)) return "Opera";
  if (/\b(Firefox|FxiOS)\//.test(ua)) return "Firefox";
  if (/\b(HeadlessChrome|Chrome|Chromium|CriOS)\//.test(ua)) return "Chrome";
  if (/\bSafari\//.test(ua) && /\bVersion\//.test(ua)) return "Safari";
  return null;
}

function systemOf(ua: string): string | null {
  if (/\bWindows\b/.test(ua)) return "Windows";
  if (/\bCrOS\b/.test(ua)) return "ChromeOS";
  if (/\bMacintosh\b|\bMac OS X\b/.test(ua)) return "Mac";
  if (/\bLinux\b/.test(ua)) return "Linux";
  return null;
}

/** The device a user agent describes: a phone or tablet by its kind, a computer as "Browser on System". */
export function deviceFromUserAgent(userAgent: string | undefined): string | null {
  const ua = userAgent ?? "";
  if (/\biPhone\b/.test(ua)) return "iPhone";
  if (/\biPad\b/.test(ua)) return "iPad";
  if (/\bAndroid\b/.test(ua)) return /\bMobile\b/.test(ua) ? "Android phone" : "Android tablet";
  const browser = browserOf(ua);
  const system = systemOf(ua);
  if (browser && system) return `${browser} on ${system}`;
  return system ?? browser;
}

/**
 * The name of a passkey just made: `taken` are the account's other passkeys' names, so a second
 * passkey from the same kind of device is "iPhone 2", not another "iPhone".
 */
export function passkeyDeviceName(input: {
  userAgent: string | undefined;
  aaguid: string | undefined;
  transports: readonly string[];
  taken: readonly string[];
}): string {
  const manager = input.aaguid ? PASSWORD_MANAGERS[input.aaguid.toLowerCase()] : undefined;
  const roaming =
    input.transports.length > 0 &&
    input.transports.every((t) => ROAMING_TRANSPORTS.has(t)) &&
    !input.transports.includes("internal");
  const base = manager ?? (roaming ? "Security key" : (deviceFromUserAgent(input.userAgent) ?? "Passkey"));
  const taken = new Set(input.taken);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base} ${n}`)) return `${base} ${n}`;
}
