// /healthz answers while the process lives; /readyz only once the database has every migration
// and the file store (folder or bucket) can be reached.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../server/db/client";
import { freePort } from "../../scripts/free-port";
import { buildTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("health probes", () => {
  it("is ready on a migrated database", async () => {
    const res = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ready" });
  });

  it("is not ready while the newest migration is missing, but still alive", async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const [removed] = await queryRows<{ id: number; hash: string; created_at: string }>(
      t.db,
      sql`delete from drizzle.__drizzle_migrations where created_at = ${newest} returning id, hash, created_at::text`,
    );
    try {
      const res = await t.app.inject({ method: "GET", url: "/readyz" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "migrating" });
      expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    } finally {
      const row = removed!;
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at}::bigint)`,
      );
    }
    expect((await t.app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
  });
});

describe("readiness and the file store", () => {
  it("is not ready while the configured file store cannot be reached", async () => {
    const port = await freePort();
    const unreachable = await buildTestApp({
      s3: {
        bucket: "vowch-nowhere",
        endpoint: `http://127.0.0.1:${port}`,
        region: "us-east-1",
        credentials: { accessKeyId: "nobody", secretAccessKey: "nothing" },
        forcePathStyle: true,
      },
    });
    try {
      const res = await unreachable.app.inject({ method: "GET", url: "/readyz" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "storage unavailable" });
      expect((await unreachable.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    } finally {
      await unreachable.close();
    }
  });

  it("is not ready while the upload folder cannot be made", async () => {
    const blocked = path.join(os.tmpdir(), `vowch-blocked-${process.pid}-${Date.now()}`);
    fs.writeFileSync(blocked, "a file where the folder should be");
    const local = await buildTestApp({ s3: undefined, uploadsDir: path.join(blocked, "uploads") });
    try {
      const res = await local.app.inject({ method: "GET", url: "/readyz" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "storage unavailable" });
    } finally {
      await local.close();
      fs.rmSync(blocked, { force: true });
    }
  });
});
