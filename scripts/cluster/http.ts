// A small HTTP(S) client for `npm run test:cluster`: it can bind to a chosen loopback address
// (each "person" comes from their own 127.0.0.x, so the proxy's X-Forwarded-For is observable),
// trusts the test's own certificate, and keeps one session cookie like a browser would.
import http from "node:http";
import http2 from "node:http2";
import https from "node:https";
import type { MultipartBody } from "../../tests/support/multipart.js";

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The X-Request-Id the app answered with (the proxy's, when through it). */
  requestId: string;
}

export interface Target {
  port: number;
  tls?: { ca: string };
}

interface Options {
  headers?: Record<string, string>;
  body?: Buffer | string;
  from?: string;
}

export function request(target: Target, method: string, path: string, options: Options = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = typeof options.body === "string" ? Buffer.from(options.body) : options.body;
    const req = (target.tls ? https : http).request(
      {
        host: "127.0.0.1",
        port: target.port,
        method,
        path,
        localAddress: options.from,
        agent: false,
        ...(target.tls ? { ca: target.tls.ca, servername: "localhost" } : {}),
        headers: {
          host: `localhost:${target.port}`,
          ...(body ? { "content-length": String(body.length) } : {}),
          ...options.headers,
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            requestId: String(res.headers["x-request-id"] ?? ""),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${method} ${path}: no answer within 30 s`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** One person: a loopback address of their own and a session cookie. */
export class Person {
  cookie = "";
  constructor(
    readonly target: Target,
    readonly from: string,
  ) {}

  async call(method: string, path: string, json?: unknown, extra: Options["headers"] = {}): Promise<Answer> {
    const answer = await request(this.target, method, path, {
      from: this.from,
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(json !== undefined ? { "content-type": "application/json" } : {}),
        ...extra,
      },
      body: json !== undefined ? JSON.stringify(json) : undefined,
    });
    this.remember(answer);
    return answer;
  }

  async send(method: string, path: string, form: MultipartBody): Promise<Answer> {
    const answer = await request(this.target, method, path, {
      from: this.from,
      headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...form.headers },
      body: form.payload,
    });
    this.remember(answer);
    return answer;
  }

  /** The JSON body of a 2xx answer; anything else throws with what the server said. */
  async json<T>(method: string, path: string, json?: unknown): Promise<T> {
    const answer = await this.call(method, path, json);
    if (answer.status < 200 || answer.status > 299) {
      throw new Error(`${method} ${path}: ${answer.status} ${answer.body.toString()}`);
    }
    return JSON.parse(answer.body.toString()) as T;
  }

  private remember(answer: Answer) {
    const set = answer.headers["set-cookie"]?.find((c) => c.startsWith("vowch.sid="));
    if (set) this.cookie = set.split(";")[0]!;
  }
}

export interface Http2Answer {
  path: string;
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: Buffer;
}

export interface Http2Request {
  path: string;
  headers?: Record<string, string>;
  /** A slow phone: the body is not read until this settles (given the answer's headers). */
  holdUntil?: (headers: http2.IncomingHttpHeaders) => Promise<void>;
}

/**
 * GETs over one HTTP/2 connection to the proxy (ALPN), as a browser does: the protocol the proxy
 * agreed to and each answer. `paths` may depend on an earlier answer (the asset named in index.html).
 */
export async function http2Session(
  target: Target,
  requests: (previous: Http2Answer[]) => Http2Request | null,
): Promise<{ protocol: string | false | undefined; answers: Http2Answer[] }> {
  const session = http2.connect(`https://127.0.0.1:${target.port}`, { ca: target.tls?.ca, servername: "localhost" });
  try {
    await new Promise<void>((resolve, reject) => {
      session.once("connect", () => resolve());
      session.once("error", reject);
    });
    const answers: Http2Answer[] = [];
    for (let next = requests(answers); next; next = requests(answers)) {
      const { path, headers = {}, holdUntil } = next;
      answers.push(
        await new Promise<Http2Answer>((resolve, reject) => {
          const stream = session.request({ ":path": path, ...headers });
          const chunks: Buffer[] = [];
          let head: http2.IncomingHttpHeaders = {};
          if (holdUntil) stream.pause();
          stream.on("response", (h) => {
            head = h;
            if (holdUntil) holdUntil(h).then(() => stream.resume(), reject);
          });
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => resolve({ path, status: Number(head[":status"]), headers: head, body: Buffer.concat(chunks) }));
          stream.on("error", reject);
          stream.setTimeout(30_000, () => stream.close(http2.constants.NGHTTP2_CANCEL));
        }),
      );
    }
    return { protocol: session.alpnProtocol, answers };
  } finally {
    session.close();
  }
}
