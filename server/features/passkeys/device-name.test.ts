// Passkey names: the password manager that keeps it, a security key, or the device the browser reports.
import { describe, expect, it } from "vitest";
import { deviceFromUserAgent, passkeyDeviceName } from "./device-name";

const UA = {
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  ipad: "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  pixel: "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  windowsChrome:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  windowsEdge:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  macSafari:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  linuxFirefox: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
};

describe("deviceFromUserAgent", () => {
  it("names phones and tablets by kind, computers as browser on system", () => {
    expect(deviceFromUserAgent(UA.iphone)).toBe("iPhone");
    expect(deviceFromUserAgent(UA.ipad)).toBe("iPad");
    expect(deviceFromUserAgent(UA.pixel)).toBe("Android phone");
    expect(deviceFromUserAgent(UA.windowsChrome)).toBe("Chrome on Windows");
    expect(deviceFromUserAgent(UA.windowsEdge)).toBe("Edge on Windows");
    expect(deviceFromUserAgent(UA.macSafari)).toBe("Safari on Mac");
    expect(deviceFromUserAgent(UA.linuxFirefox)).toBe("Firefox on Linux");
    expect(deviceFromUserAgent("curl/8.0")).toBeNull();
    expect(deviceFromUserAgent(undefined)).toBeNull();
  });
});

describe("passkeyDeviceName", () => {
  const base = {
    userAgent: UA.windowsChrome,
    aaguid: "00000000-0000-0000-0000-000000000000",
    transports: ["internal"],
    taken: [],
  };

  it("prefers a cross-device password manager's name, then a security key, then the device", () => {
    expect(passkeyDeviceName({ ...base, aaguid: "BADA5566-A7AA-401F-BD96-45619A55120D" })).toBe("1Password");
    expect(passkeyDeviceName({ ...base, transports: ["usb", "nfc"] })).toBe("Security key");
    // iCloud Keychain, Google Password Manager, Windows Hello: the device is what the owner knows.
    expect(passkeyDeviceName({ ...base, aaguid: "08987058-cadc-4b81-b6e1-30de50dcbe96" })).toBe("Chrome on Windows");
    expect(passkeyDeviceName({ ...base, userAgent: "curl/8.0", transports: [] })).toBe("Passkey");
  });

  it("numbers a repeat", () => {
    expect(passkeyDeviceName({ ...base, taken: ["Chrome on Windows", "Chrome on Windows 2"] })).toBe("Chrome on Windows 3");
  });
});
