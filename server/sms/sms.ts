// The one way a text message leaves Vowch (docs/decisions/104-sms-driver.md): a Twilio-compatible
// HTTP API named by SMS_URL — the account's base URL with its credentials,
// https://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com/2010-04-01/Accounts/ACCOUNT_SID — and SMS_FROM.
// A message is a form-encoded POST of To, From and Body to SMS_URL/Messages.json with basic auth.
// Without SMS_URL the sender is disabled: phone numbers cannot be proven, so they match nobody.
import type { AppConfig } from "../config.js";

export interface SmsSender {
  /** True when SMS_URL is set. */
  readonly enabled: boolean;
  /** Hands one message to the SMS API; rejects when it is refused or unreachable. */
  send(message: { to: string; body: string }): Promise<void>;
}

/** SMS_URL and SMS_FROM, checked (config.ts). */
export interface SmsConfig {
  url: string;
  from: string;
}

const SMS_TIMEOUT_MS = 15_000;

/** The Messages endpoint and the basic-auth header of an SMS_URL (its user and password). */
function smsEndpoint(smsUrl: string): { endpoint: string; authorization: string } {
  const url = new URL(smsUrl);
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  url.username = "";
  url.password = "";
  url.search = "";
  url.hash = "";
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/Messages.json`;
  return { endpoint: url.href, authorization: `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}` };
}

export function createSmsSender(config: Pick<AppConfig, "sms">): SmsSender {
  const sms = config.sms;
  if (!sms) return { enabled: false, send: () => Promise.reject(new Error("SMS_URL is not set")) };
  const { endpoint, authorization } = smsEndpoint(sms.url);
  return {
    enabled: true,
    async send({ to, body }) {
      const res = await fetch(endpoint, {
        method: "POST",
        headers: { authorization, "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: new URLSearchParams({ To: to, From: sms.from, Body: body }).toString(),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      if (!res.ok) {
        const detail = (await res.text().catch(() => "")).slice(0, 300);
        throw new Error(`The SMS API answered ${res.status}: ${detail}`);
      }
      await res.body?.cancel().catch(() => {});
    },
  };
}
