// `npm run test:crash`: kills the server with SIGKILL while writers create projects and upload
// quote PDFs, restarts it on the same data, and checks that every write the server acknowledged
// (answered 2xx) is still there, files byte for byte. Runs on PGlite and — when
// TEST_DATABASE_URL is set (CI) — on PostgreSQL, in a throw-away database.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { freePort } from "./free-port.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const KILLS = 3;
const WRITERS = 8;
const PASSWORD = "crash-test-password-1";

interface Acknowledged {
  projects: Map<string, string>; // id → title
  files: Map<string, Buffer>; // download URL → bytes
}

/** A minimal one-page PDF whose text makes its bytes unique. */
function pdf(text: string): Buffer {
  const stream = `BT /F1 12 Tf 20 100 Td (${text}) Tj ET`;
  return Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n` +
      `3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>\nendobj\n` +
      `4 0 obj\n<< /Length ${stream.length} >>\nstream\n${stream}\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    "latin1",
  );
}

class Server {
  private child?: ChildProcess;
  constructor(
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  async start() {
    this.child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      cwd: root,
      env: this.env,
      stdio: ["ignore", "ignore", "inherit"],
    });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`the server exited with ${this.child.exitCode}`);
      const ready = await fetch(`http://127.0.0.1:${this.port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error("the server did not become ready within 60 s");
  }

  kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGKILL");
    });
  }
}

class Client {
  private cookie = "";
  constructor(private readonly base: string) {}

  async call(method: string, url: string, body?: unknown): Promise<Response> {
    const isForm = body instanceof FormData;
    const res = await fetch(this.base + url, {
      method,
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body !== undefined && !isForm ? { "content-type": "application/json" } : {}),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const set = res.headers.get("set-cookie");
    if (set) this.cookie = set.split(";")[0]!;
    return res;
  }

  async json<T>(method: string, url: string, body?: unknown): Promise<T> {
    const res = await this.call(method, url, body);
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }
}

/** One writer: project → provider link → quote PDF, again and again, until the server dies. */
async function writer(client: Client, providerId: string, id: number, acked: Acknowledged, stop: { now: boolean }) {
  for (let n = 0; !stop.now; n++) {
    try {
      const title = `Crash ${id}-${n}-${randomBytes(3).toString("hex")}`;
      const project = await client.json<{ id: string }>("POST", "/api/projects", { title });
      acked.projects.set(project.id, title);
      const link = await client.json<{ id: string }>("POST", `/api/projects/${project.id}/providers`, { providerId });
      const bytes = pdf(title);
      const form = new FormData();
      form.append("quotePdf", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), "quote.pdf");
      const updated = await client.json<{ quotePdfUrl: string | null }>("PUT", `/api/project-providers/${link.id}`, form);
      if (updated.quotePdfUrl) acked.files.set(updated.quotePdfUrl, bytes);
    } catch {
      // The server died mid-request: that write was never acknowledged.
      return;
    }
  }
}

async function verify(client: Client, acked: Acknowledged): Promise<string[]> {
  const lost: string[] = [];
  for (const [id, title] of acked.projects) {
    const res = await client.call("GET", `/api/projects/${id}`);
    const project = res.ok ? ((await res.json()) as { title: string }) : undefined;
    if (project?.title !== title) lost.push(`project ${id} (${res.status})`);
  }
  for (const [url, bytes] of acked.files) {
    const res = await client.call("GET", url);
    const body = res.ok ? Buffer.from(await res.arrayBuffer()) : undefined;
    if (!body?.equals(bytes)) lost.push(`file ${url} (${res.status})`);
  }
  return lost;
}

async function run(label: string, database: { DATABASE_URL?: string }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vowch-crash-"));
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env = { ...inherited, ...database, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error" };
  const server = new Server(port, env);
  const client = new Client(`http://127.0.0.1:${port}`);
  const acked: Acknowledged = { projects: new Map(), files: new Map() };
  try {
    await server.start();
    await client.json("POST", "/api/auth/register", {
      email: `crash-${randomBytes(4).toString("hex")}@example.com`,
      password: PASSWORD,
    });
    await client.json("POST", "/api/auth/complete-profile", {
      firstName: "Crash",
      lastName: "Test",
      phone: "415 555 0100",
      homeAddress: "1 Test St",
    });
    const provider = await client.json<{ id: string }>("POST", "/api/providers", { name: "Crash Plumbing", category: "Plumber" });

    for (let round = 1; round <= KILLS; round++) {
      const stop = { now: false };
      const writers = Array.from({ length: WRITERS }, (_, i) => writer(client, provider.id, i, acked, stop));
      await new Promise((r) => setTimeout(r, 1500 + Math.random() * 1500));
      await server.kill();
      stop.now = true;
      await Promise.all(writers);
      await server.start();
      const lost = await verify(client, acked);
      console.log(
        `${label}: kill ${round}: ${acked.projects.size} projects and ${acked.files.size} files acknowledged so far, ${lost.length} lost`,
      );
      if (lost.length > 0)
        throw new Error(`${label}: lost acknowledged writes after SIGKILL:\n  ${lost.slice(0, 20).join("\n  ")}`);
    }
    if (acked.projects.size === 0 || acked.files.size === 0)
      throw new Error(`${label}: no write was acknowledged; the load did not run`);
  } finally {
    await server.kill().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function withPostgres(adminUrl: string, body: (url: string) => Promise<void>) {
  const name = `vowch_crash_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await body(url.href);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

try {
  await run("PGlite", {});
  if (process.env.TEST_DATABASE_URL) {
    await withPostgres(process.env.TEST_DATABASE_URL, (url) => run("PostgreSQL", { DATABASE_URL: url }));
  } else {
    console.log("TEST_DATABASE_URL is not set: the crash test ran on PGlite only.");
  }
  console.log("Crash test passed: every acknowledged write and file survived SIGKILL.");
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
