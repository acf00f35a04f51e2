// The built app on a throw-away PGlite folder seeded with the demo neighbourhood, listening on a
// free local port, with a demo neighbour signed in: what the client measurements (Lighthouse,
// the client trace) load their pages from.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../../server/app.js";
import { loadConfig } from "../../server/config.js";
import { openConfiguredDatabase } from "../../server/db/open.js";
import { DEMO_MARKER_EMAIL, DEMO_PASSWORD, seedDemo } from "../seed/demo.js";

export interface DemoServer {
  /** http://127.0.0.1:<port> */
  base: string;
  /** The demo neighbour's session cookie, `name=value`. */
  cookie: string;
  close(this: void): Promise<void>;
}

export async function startDemoServer(clientDir: string): Promise<DemoServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vowch-demo-server-"));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", SESSION_SECRET: "demo-server-secret-0000" }),
    clientDir,
  };
  const opened = await openConfiguredDatabase(config);
  const app = await buildApp({ config, db: opened.database.db, logger: false });
  const close = async () => {
    await app.close();
    await opened.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await seedDemo(opened.database.db);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    const signIn = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: DEMO_MARKER_EMAIL, password: DEMO_PASSWORD }),
    });
    const cookie = signIn.headers.get("set-cookie")?.split(";")[0];
    if (!signIn.ok || !cookie) throw new Error(`demo sign-in failed: ${signIn.status}`);
    return { base, cookie, close };
  } catch (err) {
    await close();
    throw err;
  }
}
