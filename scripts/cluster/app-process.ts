// One Vowch process for `npm run test:cluster`: `server/main.ts` as a child with its own port,
// its JSON log lines kept so the test can tell which process served a request (by request id).
import { spawn, type ChildProcess } from "node:child_process";
import readline from "node:readline";

export interface LogLine {
  reqId?: string;
  msg?: string;
  req?: { method?: string; url?: string; remoteAddress?: string };
  res?: { statusCode?: number };
  [field: string]: unknown;
}

export class AppProcess {
  readonly logs: LogLine[] = [];
  private child?: ChildProcess;
  private exited?: Promise<void>;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
    private readonly root: string,
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  start() {
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      cwd: this.root,
      env: this.env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.once("exit", () => resolve()));
    readline.createInterface({ input: child.stdout }).on("line", (line) => {
      try {
        this.logs.push(JSON.parse(line) as LogLine);
      } catch {
        console.log(`[${this.name}] ${line}`);
      }
    });
    readline.createInterface({ input: child.stderr }).on("line", (line) => {
      if (!line.includes("NodeVersionSupportWarning") && line.trim()) console.error(`[${this.name}] ${line}`);
    });
  }

  async waitReady(timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (!this.running) throw new Error(`${this.name} exited (${this.child?.exitCode ?? this.child?.signalCode})`);
      const ready = await fetch(`http://127.0.0.1:${this.port}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ready) return;
      if (Date.now() > deadline) throw new Error(`${this.name} was not ready within ${timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** The log line of the request with this id (Fastify's "incoming request"), if this process served it. */
  served(requestId: string): LogLine | undefined {
    return this.logs.find((l) => l.reqId === requestId && l.msg === "incoming request");
  }

  /** Whether this process finished answering that request (Fastify's "request completed"). */
  answered(requestId: string): boolean {
    return this.logs.some((l) => l.reqId === requestId && l.msg === "request completed");
  }

  async kill(signal: NodeJS.Signals) {
    if (!this.running) return;
    this.child!.kill(signal);
    const timer = setTimeout(() => {
      if (this.running) process.kill(-this.child!.pid!, "SIGKILL");
    }, 10_000);
    await this.exited;
    clearTimeout(timer);
  }
}
