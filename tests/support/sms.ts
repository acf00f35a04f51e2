// A local stand-in for a Twilio-compatible SMS API: a real HTTP server on 127.0.0.1 that takes
// POST …/Accounts/SID/Messages.json (form-encoded To, From, Body, basic auth) and keeps what it
// accepted, so tests drive the app's real SMS driver over HTTP. `failNext` makes it refuse once.
import http from "node:http";
import type { AddressInfo } from "node:net";

interface SentSms {
  to: string;
  from: string;
  body: string;
}

export interface TestSms {
  /** SMS_URL for the app: http://SID:TOKEN@127.0.0.1:PORT/2010-04-01/Accounts/SID. */
  url: string;
  from: string;
  sent: SentSms[];
  /** Messages to `to` (E.164) so far. */
  to(number: string): SentSms[];
  /** The 6-digit code in the newest message to `to`. */
  lastCode(number: string): string;
  /** The next request is answered with this status (a refusal). */
  failNext(status: number): void;
  close(): Promise<void>;
}

const SID = "AC0123456789abcdef0123456789abcdef";
const TOKEN = "test-auth-token";

export async function startSms(): Promise<TestSms> {
  const sent: SentSms[] = [];
  let failWith: number | null = null;
  const expectedAuth = `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString("base64")}`;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.method !== "POST" || req.url !== `/2010-04-01/Accounts/${SID}/Messages.json`) return reply(404, { code: 20404 });
      if (req.headers.authorization !== expectedAuth) return reply(401, { code: 20003, message: "Authenticate" });
      if (!String(req.headers["content-type"]).startsWith("application/x-www-form-urlencoded")) return reply(415, {});
      if (failWith !== null) {
        const status = failWith;
        failWith = null;
        return reply(status, { code: 21610, message: "Refused" });
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString());
      const message = { to: form.get("To") ?? "", from: form.get("From") ?? "", body: form.get("Body") ?? "" };
      if (!message.to || !message.from || !message.body) return reply(400, { code: 21604 });
      sent.push(message);
      return reply(201, { sid: `SM${sent.length}`, status: "queued", to: message.to });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const to = (number: string) => sent.filter((m) => m.to === number);
  return {
    url: `http://${SID}:${TOKEN}@127.0.0.1:${port}/2010-04-01/Accounts/${SID}`,
    from: "+15005550006",
    sent,
    to,
    lastCode(number) {
      const code = /\b(\d{6})\b/.exec(to(number).at(-1)?.body ?? "")?.[1];
      if (!code) throw new Error(`no code was texted to ${number}`);
      return code;
    },
    failNext(status) {
      failWith = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
