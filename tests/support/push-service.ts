// A push service on loopback, as a browser's would be: each subscription gets an endpoint and its
// own keys (made here, as the browser makes them); each message is checked as a real service
// checks it — the VAPID JWT (RFC 8292: ES256 signature with the key in `k`, `aud` this service's
// origin, `exp` in the future and within 24 hours), TTL present, aes128gcm — then decrypted with
// the subscription's private key (RFC 8291, http_ece) and recorded. An endpoint can be told to
// answer 410 (gone) or 500 (down).
import { createECDH, createPublicKey, randomBytes, verify } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { decrypt } from "http_ece";

interface PushMessage {
  endpoint: string;
  /** The decrypted payload, parsed. */
  payload: { title: string; body: string; url: string; tag: string; taskId?: string };
  ttl: number;
  /** The VAPID public key the JWT was signed with. */
  vapidKey: string;
}

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface TestPushService {
  /** host:port, for PUSH_ALLOW_HOSTS. */
  host: string;
  messages: PushMessage[];
  /** Messages refused by the checks (bad JWT, bad encryption), with why. */
  rejected: string[];
  subscription(): TestSubscription;
  /** What an endpoint answers from now on. */
  answer(endpoint: string, status: number): void;
  to(endpoint: string): PushMessage[];
  close(): Promise<void>;
}

const b64 = (b: Buffer) => b.toString("base64url");

function checkVapid(authorization: string | undefined, origin: string): string {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? "");
  if (!m) throw new Error(`no VAPID authorization: ${authorization}`);
  const [token, key] = [m[1]!, m[2]!];
  const [head, body, sig] = token.split(".") as [string, string, string];
  const header = JSON.parse(Buffer.from(head, "base64url").toString()) as { alg: string };
  if (header.alg !== "ES256") throw new Error(`alg ${header.alg}`);
  const point = Buffer.from(key, "base64url");
  if (point.length !== 65 || point[0] !== 4) throw new Error("k is not an uncompressed P-256 point");
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64(point.subarray(1, 33)), y: b64(point.subarray(33)) },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(sig, "base64url"),
  );
  if (!signed) throw new Error("JWT signature does not verify");
  const claims = JSON.parse(Buffer.from(body, "base64url").toString()) as { aud: string; exp: number; sub: string };
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud}, expected ${origin}`);
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 60 * 60)) throw new Error(`exp ${claims.exp}`);
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`sub ${claims.sub}`);
  return key;
}

export async function startPushService(): Promise<TestPushService> {
  const receivers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const answers = new Map<string, number>();
  const messages: PushMessage[] = [];
  const rejected: string[] = [];
  let origin = "";
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const endpoint = `${origin}${req.url}`;
      const receiver = receivers.get(endpoint);
      try {
        if (req.method !== "POST" || !receiver) throw new Error(`unknown endpoint ${endpoint}`);
        const vapidKey = checkVapid(req.headers.authorization, origin);
        const ttl = Number(req.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Error(`TTL ${String(req.headers.ttl)}`);
        if (req.headers["content-encoding"] !== "aes128gcm") throw new Error(`encoding ${req.headers["content-encoding"]}`);
        const status = answers.get(endpoint) ?? 201;
        if (status === 201) {
          const plain = decrypt(Buffer.concat(chunks), {
            version: "aes128gcm",
            privateKey: receiver.ecdh,
            authSecret: receiver.auth,
          });
          messages.push({ endpoint, payload: JSON.parse(plain.toString("utf8")) as PushMessage["payload"], ttl, vapidKey });
        }
        res.writeHead(status).end();
      } catch (err) {
        rejected.push((err as Error).message);
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    host: `127.0.0.1:${port}`,
    messages,
    rejected,
    subscription() {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(8).toString("hex")}`;
      receivers.set(endpoint, { ecdh, auth });
      return { endpoint, keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) } };
    },
    answer: (endpoint, status) => void answers.set(endpoint, status),
    to: (endpoint) => messages.filter((m) => m.endpoint === endpoint),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
