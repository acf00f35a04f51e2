// `npm run test:cluster`: Vowch as a community that outgrew one machine runs it — two app
// processes on one PostgreSQL database and one S3-compatible store, behind nginx (deploy/nginx.conf,
// round-robin, HTTPS) — and what must hold there, proven through the proxy and printed:
// migrations once, sessions, files and the sign-in limit across processes, X-Forwarded-* trusted
// only from the proxy, a sign-out seen everywhere, request ids through the proxy into the logs,
// HTTP/2 with whole files for a phone slower than the app, a due reminder pushed once while both
// processes sweep, and a SIGKILLed process losing no acknowledged write while the other keeps serving.
// Needs PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test); installs
// nginx from Debian's packages when missing. Bounded in time; exits non-zero on any failure.
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CreateBucketCommand } from "@aws-sdk/client-s3";
import pg from "pg";
import { s3Client } from "../server/features/files/s3-store.js";
import { ensureClientBuilt } from "./build-client.js";
import { AppProcess } from "./cluster/app-process.js";
import { multipart } from "../tests/support/multipart.js";
import { startPushService } from "../tests/support/push-service.js";
import { http2Session, Person, request, type Answer, type Http2Request, type Target } from "./cluster/http.js";
import { ensureNginx, startDeployedProxy } from "./cluster/nginx.js";
import { freePort } from "./free-port.js";
import { S3_TEST_CREDENTIALS, startS3Server } from "./s3-server.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TIME_LIMIT_MS = 8 * 60 * 1000;
const PROXY_ADDRESS = "127.0.0.1"; // nginx reaches the apps from here: TRUST_PROXY
const PASSWORD = "cluster-test-password-1";
const SIGN_IN_LIMIT = 10;
const REMINDER_SWEEP_SECONDS = 1; // each process's reminder sweep, short so the test sees several // per account and source address (server/config.ts rateLimit.perEmail)

const cleanups: (() => Promise<void> | void)[] = [];
/** nginx's error log, shown when the test fails: the proxy's side of what went wrong. */
let proxyErrorLog: string | undefined;
let failed = false;

function proved(what: string, detail: string) {
  console.log(`✔ ${what}\n    ${detail}`);
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Waits until `condition` holds, checking every 50 ms; fails with `failure` after `ms`. */
async function waitUntil(condition: () => boolean, failure: string, ms: number) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    check(Date.now() < deadline, failure);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/** A PDF (its magic bytes and trailer) padded to `size` with random bytes: unique, checkable. */
function pdfOf(size: number): Buffer {
  const head = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
  return Buffer.concat([head, randomBytes(size - head.length)]);
}

/** The README's nginx code block, without the indentation of the list it sits in. */
function readmeNginxExample(): string {
  const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
  const block = /^( *)```nginx\n([\s\S]*?)\n *```$/m.exec(readme);
  if (!block) return "";
  const indent = block[1]!.length;
  return block[2]!
    .split("\n")
    .map((line) => line.slice(Math.min(indent, line.length - line.trimStart().length)))
    .join("\n")
    .trim();
}

async function main() {
  const started = Date.now();
  // The AWS SDK's notice that its 2027 releases need Node 22, once per process, is noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";
  ensureClientBuilt();
  const nginxBinary = ensureNginx();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vowch-cluster-"));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));

  // The README's example is the file this test runs.
  const template = fs.readFileSync(path.join(root, "deploy/nginx.conf"), "utf8");
  check(readmeNginxExample() === template.trim(), "README.md's nginx example must be deploy/nginx.conf, line for line");
  proved(
    "the README's nginx example is deploy/nginx.conf",
    "the configuration below is that file with only addresses, ports and paths replaced",
  );

  // A fresh database, dropped at the end.
  const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const dbName = `vowch_cluster_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${dbName}`;

  // One S3-compatible store.
  const s3 = await startS3Server();
  cleanups.push(() => s3.close());
  const bucket = "vowch-cluster";
  const s3Env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    S3_FORCE_PATH_STYLE: "true",
  };
  await s3Client({
    bucket,
    endpoint: s3.endpoint,
    region: "us-east-1",
    credentials: S3_TEST_CREDENTIALS,
    forcePathStyle: true,
  }).send(new CreateBucketCommand({ Bucket: bucket }));

  // A push service on loopback (as a browser's would be), which decrypts and records each push.
  const push = await startPushService();
  cleanups.push(() => push.close());

  // Two identical processes: the README's environment.
  const sessionSecret = randomBytes(32).toString("base64url");
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const apps = await Promise.all(
    ["A", "B"].map(async (name) => {
      const port = await freePort();
      const env = {
        ...inherited,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: fs.mkdtempSync(path.join(dir, `app-${name}-`)),
        DATABASE_URL: dbUrl.href,
        SESSION_SECRET: sessionSecret,
        TRUST_PROXY: PROXY_ADDRESS,
        LOG_LEVEL: "info",
        PUSH_ALLOW_HOSTS: push.host,
        VAPID_SUBJECT: "mailto:ops@vowch.example",
        REMINDER_SWEEP_SECONDS: String(REMINDER_SWEEP_SECONDS),
        ...s3Env,
      };
      return new AppProcess(name, port, env, root);
    }),
  );
  cleanups.push(() => Promise.all(apps.map((a) => a.kill("SIGTERM"))).then(() => undefined));
  const [a, b] = apps as [AppProcess, AppProcess];

  // 1. Migrations run once when both start together.
  for (const app of apps) app.start();
  await Promise.all(apps.map((app) => app.waitReady(90_000)));
  const journal = JSON.parse(fs.readFileSync(path.join(root, "migrations/meta/_journal.json"), "utf8")) as { entries: unknown[] };
  const db = new pg.Client({ connectionString: dbUrl.href });
  await db.connect();
  cleanups.push(() => db.end());
  const { rows } = await db.query<{ n: number; distinct: number }>(
    "select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations",
  );
  check(
    rows[0]!.n === journal.entries.length && rows[0]!.distinct === journal.entries.length,
    `migrations recorded: ${JSON.stringify(rows[0])}, expected ${journal.entries.length}`,
  );
  proved(
    "migrations run once when both processes start together",
    `A and B started at the same moment on an empty database: ${journal.entries.length} migrations, each recorded once; both answer /readyz 200`,
  );

  // nginx in front, HTTPS with a certificate of our own.
  const nginx = await startDeployedProxy({ binary: nginxBinary, template, apps: apps.map((app) => app.port), dir });
  cleanups.push(() => nginx.stop());
  const { site } = nginx;
  proxyErrorLog = path.join(site.dir, "error.log");
  const proxy: Target = { port: site.httpsPort, tls: { ca: nginx.ca } };

  /**
   * Which process served a request, by the request id both the proxy and the app log. `lostWith`
   * names, when asked after the wait, a killed process the line may have died with: its last log
   * lines were still in its output buffer when SIGKILL came.
   */
  const servedBy = async (answer: Answer, lostWith?: () => AppProcess | undefined): Promise<AppProcess> => {
    check(/^[0-9a-f]{32}$/.test(answer.requestId), `no proxy request id on the answer (${answer.requestId})`);
    const deadline = Date.now() + 5_000;
    for (;;) {
      const app = apps.find((p) => p.served(answer.requestId));
      if (app) return app;
      const dead = Date.now() < deadline ? undefined : lostWith?.();
      if (dead) return dead;
      check(Date.now() < deadline, `request ${answer.requestId} is in no process's log`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  /** Calls until each process has served one (round-robin): the answers by process. */
  const fromEach = async (call: () => Promise<Answer>) => {
    const by = new Map<AppProcess, Answer[]>();
    for (let i = 0; i < 20 && by.size < apps.length; i++) {
      const answer = await call();
      const app = await servedBy(answer);
      by.set(app, [...(by.get(app) ?? []), answer]);
    }
    check(by.size === apps.length, "20 requests through the proxy never reached both processes");
    return by;
  };

  // 2. A session made on one process works on the other; request ids reach the logs.
  const maya = new Person(proxy, "127.0.0.3");
  const email = `maya-${randomBytes(4).toString("hex")}@example.com`;
  const registered = await maya.call("POST", "/api/auth/register", { email, password: PASSWORD });
  check(registered.status === 201, `register: ${registered.status} ${registered.body.toString()}`);
  const maker = await servedBy(registered);
  await maya.json("POST", "/api/auth/complete-profile", {
    firstName: "Maya",
    lastName: "Chen",
    phone: "415 555 0100",
    homeAddress: "1 Elm St",
  });
  const seen = await fromEach(() => maya.call("GET", "/api/auth/user"));
  for (const [app, answers] of seen) {
    for (const answer of answers) {
      check(answer.status === 200, `GET /api/auth/user on ${app.name}: ${answer.status}`);
      check((JSON.parse(answer.body.toString()) as { email: string }).email === email, `${app.name} answered for someone else`);
    }
  }
  const logged = maker.served(registered.requestId)!;
  proved(
    "a session made on one process works on the other",
    `registered on ${maker.name}; the session cookie was accepted by ${[...seen].map(([p, x]) => `${p.name} ×${x.length}`).join(" and ")}`,
  );
  proved(
    "JSON logs carry the proxy's request id",
    `nginx's X-Request-Id ${registered.requestId} is the reqId of ${maker.name}'s log line ${JSON.stringify({ reqId: logged.reqId, msg: logged.msg, url: logged.req?.url })}`,
  );

  // 3. A file uploaded through one process is served by the other (S3-compatible store).
  const provider = await maya.json<{ id: string }>("POST", "/api/providers", { name: "Cluster Plumbing", category: "Plumber" });
  const project = await maya.json<{ id: string }>("POST", "/api/projects", { title: "Bathroom" });
  const link = await maya.json<{ id: string }>("POST", `/api/projects/${project.id}/providers`, { providerId: provider.id });
  const quote = pdfOf(7 * 1024 * 1024 + 123); // past S3's 5 MB part: a streamed multipart upload
  const uploaded = await maya.send(
    "PUT",
    `/api/project-providers/${link.id}`,
    multipart({ notes: "Quote" }, [{ field: "quotePdf", filename: "quote.pdf", contentType: "application/pdf", data: quote }]),
  );
  check(uploaded.status === 200, `upload: ${uploaded.status} ${uploaded.body.toString()}`);
  const uploader = await servedBy(uploaded);
  const fileUrl = (JSON.parse(uploaded.body.toString()) as { quotePdfUrl: string }).quotePdfUrl;
  const downloads = await fromEach(() => maya.call("GET", fileUrl));
  const other = apps.find((p) => p !== uploader)!;
  for (const [app, answers] of downloads) {
    for (const answer of answers) {
      check(answer.status === 200, `GET ${fileUrl} on ${app.name}: ${answer.status}`);
      check(answer.headers["content-type"] === "application/pdf", `content-type ${answer.headers["content-type"]}`);
      check(answer.headers["content-length"] === String(quote.length), `content-length ${answer.headers["content-length"]}`);
      check(sha256(answer.body) === sha256(quote), `${app.name} served different bytes`);
    }
  }
  proved(
    "a file uploaded through one process is served by the other",
    `${quote.length} bytes uploaded through ${uploader.name}, served by ${other.name} byte for byte (sha256 ${sha256(quote).slice(0, 16)}…) from bucket ${bucket}`,
  );

  // 4. The sign-in limit counts across both processes.
  const guesser = new Person(proxy, "127.0.0.4");
  const attempts: { status: number; by: string }[] = [];
  for (let i = 0; i <= SIGN_IN_LIMIT; i++) {
    const answer = await guesser.call("POST", "/api/auth/login", { email, password: `wrong-${i}-password` });
    attempts.push({ status: answer.status, by: (await servedBy(answer)).name });
  }
  const refusedAt = attempts.findIndex((x) => x.status === 429);
  check(refusedAt === SIGN_IN_LIMIT, `attempts: ${attempts.map((x) => `${x.by}:${x.status}`).join(" ")}`);
  check(
    attempts.slice(0, SIGN_IN_LIMIT).every((x) => x.status === 401),
    "wrong passwords must answer 401 until the limit",
  );
  const spread = ["A", "B"].map((n) => `${n} ×${attempts.slice(0, SIGN_IN_LIMIT).filter((x) => x.by === n).length}`);
  check(!spread.some((s) => s.endsWith("×0")), `the attempts all went to one process: ${spread.join(", ")}`);
  const stillRefused = await guesser.call("POST", "/api/auth/login", { email, password: PASSWORD });
  check(stillRefused.status === 429, `the right password from the same address: ${stillRefused.status}`);
  proved(
    "the sign-in rate limit counts across both processes",
    `${SIGN_IN_LIMIT} wrong passwords from 127.0.0.4 (${spread.join(", ")}) answered 401; attempt ${SIGN_IN_LIMIT + 1} answered 429 on ${attempts[SIGN_IN_LIMIT]!.by}, and so does the right password from there`,
  );

  // 5. X-Forwarded-* trusted from the proxy's address only.
  const forged = { "x-forwarded-for": "203.0.113.9", "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" };
  const viaProxy = new Person(proxy, "127.0.0.6");
  const proxied = await viaProxy.call("POST", "/api/auth/login", { email, password: PASSWORD }, forged);
  check(proxied.status === 200, `sign-in through the proxy from 127.0.0.6: ${proxied.status} ${proxied.body.toString()}`);
  const proxiedLog = (await servedBy(proxied)).served(proxied.requestId)!;
  const proxiedCookie = proxied.headers["set-cookie"]?.find((c) => c.startsWith("vowch.sid=")) ?? "";
  check(proxiedLog.req?.remoteAddress === "127.0.0.6", `through the proxy the app saw ${proxiedLog.req?.remoteAddress}`);
  check(/;\s*Secure/i.test(proxiedCookie), `through the HTTPS proxy the cookie must be Secure: ${proxiedCookie}`);
  check(!!proxied.headers["strict-transport-security"], "through the HTTPS proxy the answer must carry HSTS");
  const direct = new Person({ port: b.port }, "127.0.0.6");
  const directAnswer = await direct.call(
    "POST",
    "/api/auth/login",
    { email, password: PASSWORD },
    {
      ...forged,
      "x-request-id": "cluster-direct-1",
    },
  );
  check(directAnswer.status === 200, `sign-in straight at ${b.name}: ${directAnswer.status}`);
  const directLog = b.served("cluster-direct-1");
  check(directLog?.req?.remoteAddress === "127.0.0.6", `straight at the app it saw ${directLog?.req?.remoteAddress}`);
  const directCookie = directAnswer.headers["set-cookie"]?.find((c) => c.startsWith("vowch.sid=")) ?? "";
  check(!/;\s*Secure/i.test(directCookie), `a forged X-Forwarded-Proto made the cookie Secure: ${directCookie}`);
  check(!directAnswer.headers["strict-transport-security"], "a forged X-Forwarded-Proto earned HSTS");
  const redirect = await request({ port: site.httpPort }, "GET", "/providers", { from: "127.0.0.6" });
  check(redirect.status === 301 && String(redirect.headers.location).startsWith("https://"), `plain HTTP: ${redirect.status}`);
  proved(
    "X-Forwarded-* is trusted from the proxy (TRUST_PROXY) and not from anyone else",
    `a client at 127.0.0.6 sending X-Forwarded-For 203.0.113.9 and X-Forwarded-Proto https: through nginx the app logged ` +
      `remoteAddress ${proxiedLog.req?.remoteAddress} (the proxy's forwarded value, not the forged one), a Secure cookie and HSTS over HTTPS; ` +
      `straight at ${b.name}'s port it logged ${directLog.req?.remoteAddress}, no Secure cookie, no HSTS; plain HTTP at the proxy answers 301 to https`,
  );

  // 6. A session ended on one process is refused by the other.
  const leaving = new Person(proxy, "127.0.0.7");
  await leaving.json("POST", "/api/auth/login", { email, password: PASSWORD });
  const cookie = leaving.cookie;
  await fromEach(() => leaving.call("GET", "/api/auth/user")); // cached on both
  const loggedOut = await leaving.call("POST", "/api/auth/logout");
  check(loggedOut.status >= 200 && loggedOut.status < 300, `logout: ${loggedOut.status}`);
  const ender = await servedBy(loggedOut);
  leaving.cookie = cookie; // the old cookie, as a stolen copy would be
  const after = await fromEach(() => leaving.call("GET", "/api/auth/user"));
  for (const [app, answers] of after) {
    for (const answer of answers) check(answer.status === 401, `the ended session on ${app.name}: ${answer.status}`);
  }
  proved(
    "a session ended on one process is refused by the other",
    `signed out on ${ender.name}; the same cookie then answered 401 on ${[...after].map(([p, x]) => `${p.name} ×${x.length}`).join(" and ")} (both had it cached)`,
  );

  // 7. HTTP/2 at the proxy: a browser gets the page and its hashed scripts over one connection,
  // and a phone slower than the app still gets a whole file (nginx keeps the rest on disk).
  const answeredAnywhere = (requestId: unknown) =>
    waitUntil(
      () => apps.some((app) => app.answered(String(requestId))),
      `request ${String(requestId)} was never answered in full by an app process`,
      20_000,
    );
  const h2 = await http2Session(proxy, (answers): Http2Request | null => {
    if (answers.length === 0) return { path: "/" };
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(answers[0]!.body.toString())?.[1];
    if (answers.length === 1 && script) return { path: script, headers: { "accept-encoding": "br, gzip" } };
    if (answers.length === 2) {
      return { path: fileUrl, headers: { cookie: maya.cookie }, holdUntil: (head) => answeredAnywhere(head["x-request-id"]) };
    }
    return null;
  });
  const [page, script, slowQuote] = h2.answers;
  check(h2.protocol === "h2", `the proxy agreed to ${String(h2.protocol)}, not HTTP/2`);
  check(page?.status === 200 && /<div id="root">/.test(page.body.toString()), `GET / over HTTP/2: ${page?.status}`);
  check(
    script?.status === 200 &&
      /immutable/.test(String(script.headers["cache-control"])) &&
      script.headers["content-encoding"] === "br",
    `the entry script over HTTP/2: ${script?.status} ${String(script?.headers["cache-control"])} ${String(script?.headers["content-encoding"])}`,
  );
  check(
    slowQuote?.status === 200 && sha256(slowQuote.body) === sha256(quote),
    `the quote read only after the app had sent it all: ${slowQuote?.status}, ${slowQuote?.body.length} of ${quote.length} bytes`,
  );
  proved(
    "a phone slower than the app gets a whole file through the proxy",
    `the ${quote.length}-byte quote over HTTP/2, its body read only after the app had logged the answer complete: ` +
      `${slowQuote.body.length} bytes, the same sha256 (nginx's workers reach their temporary files)`,
  );
  proved(
    "the proxy speaks HTTP/2 (deploy/nginx.conf), so a screen's many small scripts share one connection",
    `ALPN agreed ${h2.protocol}; on one connection GET / answered ${page.status} and ${script.path} ${script.status} ` +
      `(${script.headers["content-encoding"]}, ${script.headers["cache-control"]}, ${script.body.length} bytes)`,
  );

  // 8. A reminder due is sent once, with both processes sweeping every second.
  const device = push.subscription();
  const subscribed = await maya.call("POST", "/api/push/subscriptions", device);
  check(subscribed.status === 201, `push subscription: ${subscribed.status} ${subscribed.body.toString()}`);
  // Whatever the hour the test runs at.
  await maya.json("PATCH", "/api/notifications/preferences", { quietHours: { on: false, from: "21:00", until: "08:00" } });
  const {
    rows: [task],
  } = await db.query<{ id: string }>(
    `insert into home_tasks (household_id, title, every, next_due)
      select m.household_id, 'Clean the gutters', 'monthly', (now() at time zone 'UTC')::date
        from household_members m join users u on u.id = m.user_id where u.email = $1
      returning id`,
    [email],
  );
  check(task, "no household for the task");
  const reminded = () => push.to(device.endpoint).filter((m) => m.payload.taskId === task.id);
  await waitUntil(() => reminded().length > 0, "the due task's reminder never reached the push service", 30_000);
  const firstAt = Date.now();
  // Several more sweeps of each process: none may send it again.
  await new Promise((r) => setTimeout(r, 4 * REMINDER_SWEEP_SECONDS * 1000));
  const { rows: written } = await db.query<{ n: number }>(
    "select count(*)::int as n from notifications where task_id = $1 and type = 'task_due'",
    [task.id],
  );
  check(reminded().length === 1, `the reminder reached the device ${reminded().length} times`);
  check(written[0]!.n === 1, `the reminder was written ${written[0]!.n} times`);
  check(push.rejected.length === 0, `the push service refused: ${push.rejected.join("; ")}`);
  const [pushed] = reminded();
  proved(
    "a due reminder is sent once while two processes sweep (REMINDER_SWEEP_SECONDS=1)",
    `a task due today reached the subscribed device once ("${pushed!.payload.body}", ${pushed!.payload.url}), ` +
      `decrypted and its VAPID JWT checked by the loopback push service; ${((Date.now() - firstAt) / 1000).toFixed(1)} s of sweeps ` +
      `by both processes after it wrote one inbox row and sent nothing more`,
  );

  // 9. SIGKILL one process under a write load: no acknowledged write lost, the other serves on.
  const writer = new Person(proxy, "127.0.0.8");
  await writer.json("POST", "/api/auth/login", { email, password: PASSWORD });
  const acked = new Map<string, { title: string; by: string; afterKill: boolean }>();
  const files = new Map<string, Buffer>();
  let killed = false;
  let failures = 0;
  let unlogged = 0;
  const stop = { now: false };
  const victim = a;
  const loop = async (id: number) => {
    for (let n = 0; !stop.now; n++) {
      const title = `Load ${id}-${n}`;
      const answer = await writer.call("POST", "/api/projects", { title }).catch(() => undefined);
      if (answer?.status !== 201) {
        failures += 1;
        continue;
      }
      const created = JSON.parse(answer.body.toString()) as { id: string };
      // Answered before the kill and in no log once the victim is dead: its line died with it (the
      // survivor, alive, writes every line it owes).
      const beforeKill = !killed;
      const lostWithVictim = () => {
        if (!beforeKill || !killed) return undefined;
        unlogged += 1;
        return victim;
      };
      const by = (await servedBy(answer, lostWithVictim)).name;
      acked.set(created.id, { title, by, afterKill: !beforeKill });
      if (n % 3 === 0) {
        const linked = await writer.call("POST", `/api/projects/${created.id}/providers`, { providerId: provider.id });
        if (linked.status !== 201) continue;
        const bytes = pdfOf(64 * 1024);
        const put = await writer
          .send(
            "PUT",
            `/api/project-providers/${(JSON.parse(linked.body.toString()) as { id: string }).id}`,
            multipart({}, [{ field: "quotePdf", filename: "q.pdf", contentType: "application/pdf", data: bytes }]),
          )
          .catch(() => undefined);
        if (put?.status === 200) files.set((JSON.parse(put.body.toString()) as { quotePdfUrl: string }).quotePdfUrl, bytes);
        else failures += 1;
      }
    }
  };
  const loops = Array.from({ length: 4 }, (_, i) => loop(i));
  try {
    await waitUntil(
      () => [...acked.values()].filter((w) => w.by === victim.name).length >= 10 && acked.size >= 20,
      "timed out waiting for writes on both processes",
      60_000,
    );
    await victim.kill("SIGKILL");
    killed = true;
    await waitUntil(
      () => [...acked.values()].filter((w) => w.afterKill).length >= 30,
      "timed out waiting for writes after the kill",
      60_000,
    );
  } finally {
    stop.now = true;
    await Promise.all(loops);
  }
  const lost: string[] = [];
  const reader = new Person(proxy, "127.0.0.9");
  await reader.json("POST", "/api/auth/login", { email, password: PASSWORD });
  for (const [id, write] of acked) {
    const answer = await reader.call("GET", `/api/projects/${id}`);
    if (answer.status !== 200 || (JSON.parse(answer.body.toString()) as { title: string }).title !== write.title)
      lost.push(`project ${id}`);
  }
  for (const [url, bytes] of files) {
    const answer = await reader.call("GET", url);
    if (answer.status !== 200 || !answer.body.equals(bytes)) lost.push(`file ${url}`);
  }
  check(lost.length === 0, `lost acknowledged writes: ${lost.slice(0, 10).join(", ")}`);
  const afterKill = [...acked.values()].filter((w) => w.afterKill);
  check(
    afterKill.every((w) => w.by !== victim.name),
    "a write was acknowledged by the killed process after its death",
  );
  proved(
    "killing one process (SIGKILL) loses no acknowledged write, and the other keeps serving",
    `${victim.name} (pid ${victim.pid}) killed under 4 writers: ${acked.size - afterKill.length} projects acknowledged before ` +
      `(${[...acked.values()].filter((w) => !w.afterKill && w.by === victim.name).length} by ${victim.name}), ${afterKill.length} after (all by ${b.name}), ` +
      `${files.size} quote PDFs; ${failures} requests cut off in flight were never acknowledged; all ${acked.size} projects and ${files.size} files read back intact` +
      (unlogged > 0 ? ` (${unlogged} answered by ${victim.name} just before the kill, their log lines lost with it)` : ""),
  );

  console.log(`\nCluster test passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

async function cleanup() {
  for (const step of cleanups.reverse()) {
    try {
      await step();
    } catch (err) {
      console.error("cleanup:", (err as Error).message);
    }
  }
  cleanups.length = 0;
}

const timer = setTimeout(() => {
  console.error(`\n✖ Cluster test timed out after ${TIME_LIMIT_MS / 60_000} minutes`);
  failed = true;
  void cleanup().finally(() => process.exit(1));
}, TIME_LIMIT_MS);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void cleanup().finally(() => process.exit(1)));
}

try {
  await main();
} catch (err) {
  failed = true;
  console.error(`\n✖ Cluster test failed: ${(err as Error).stack ?? String(err)}`);
  const nginxErrors = proxyErrorLog && fs.existsSync(proxyErrorLog) ? fs.readFileSync(proxyErrorLog, "utf8").trim() : "";
  if (nginxErrors) console.error(`\nnginx's error log (last lines):\n${nginxErrors.split("\n").slice(-15).join("\n")}`);
} finally {
  clearTimeout(timer);
  await cleanup();
}
process.exit(failed ? 1 : 0);
