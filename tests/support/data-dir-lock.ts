// What a Vowch process in another container leaves in a shared data folder: the lock directory
// with its heartbeat's time and its owner record, but no socket this process can see (its own
// network namespace). Tests of the data-folder lock write it to play that other container.
import fs from "node:fs";
import path from "node:path";
import { LOCK_DIR_NAME, OWNER_FILE_NAME, type LockOwner } from "../../server/db/data-dir-lock";

/** Writes another container's lock into `dir`, its heartbeat `age` ms old. */
export function foreignLock(dir: string, age: number, owner: Partial<LockOwner> = {}): void {
  const lockDir = path.join(dir, LOCK_DIR_NAME);
  fs.mkdirSync(lockDir, { recursive: true });
  const record: LockOwner = {
    host: "vowch-container-b",
    pid: 1,
    namespace: "another-kernel/net:[4026530000]",
    socket: "\0vowch-data-dir-elsewhere",
    since: "2026-01-01T00:00:00.000Z",
    token: "foreign",
    ...owner,
  };
  fs.writeFileSync(path.join(dir, OWNER_FILE_NAME), JSON.stringify(record));
  ageLock(dir, age);
}

/** Sets the lock's heartbeat `age` ms into the past (its holder stopped refreshing it then). */
export function ageLock(dir: string, age: number): void {
  const when = new Date(Date.now() - age);
  fs.utimesSync(path.join(dir, LOCK_DIR_NAME), when, when);
}
