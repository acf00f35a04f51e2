// How a seed command runs (`seed:demo`, `seed:scale`): its arguments read first, then the database
// opened exactly like the server (DATABASE_URL → PostgreSQL, else PGlite in DATA_DIR/pglite under
// the data-folder lock) and migrated, the seed's own work, and the database closed whatever
// happened. A bad argument or a locked data folder is one line; anything else prints its stack.
import { loadConfig, type AppConfig } from "../../server/config.js";
import { DataDirLockedError } from "../../server/db/data-dir-lock.js";
import { openConfiguredDatabase, type OpenedDatabase } from "../../server/db/open.js";

/** A command-line argument the seed refuses; its message is shown after the command's name. */
export class UsageError extends Error {}

interface SeedCommand<Args> {
  /** The npm script's name, as the messages name the command. */
  command: string;
  /** Reads the arguments before the database is opened (throws UsageError). */
  parseArgs: () => Args;
  seed: (opened: OpenedDatabase, args: Args, config: AppConfig) => Promise<void>;
}

/** Runs a seed command; resolves to its exit code. */
export async function runSeed<Args>({ command, parseArgs, seed }: SeedCommand<Args>): Promise<number> {
  const config = loadConfig();
  let opened: OpenedDatabase | undefined;
  try {
    const args = parseArgs();
    opened = await openConfiguredDatabase(config, { poolSize: 2 });
    await seed(opened, args, config);
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`npm run ${command}: ${err.message}`);
    } else if (err instanceof DataDirLockedError) {
      console.error(`\nnpm run ${command} cannot run: ${err.message}\n`);
    } else {
      console.error(err);
    }
    return 1;
  } finally {
    await opened?.close();
  }
}
