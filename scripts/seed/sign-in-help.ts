// What `npm run seed:demo` prints after seeding: where to sign in and as whom. The address is the
// server's as configured: PUBLIC_URL when set, else this machine on PORT; the seed is often run
// in another shell than the server, so without PORT it says which port it assumed.
import type { AppConfig } from "../../server/config.js";
import { DEMO_MARKER_EMAIL, DEMO_PASSWORD, DEMO_USERS, demoEmail } from "./demo.js";

export function signInHelp(config: Pick<AppConfig, "port" | "publicUrl">, env: NodeJS.ProcessEnv = process.env): string {
  const others = DEMO_USERS.slice(1)
    .map((u) => demoEmail(u))
    .join(", ");
  const where = config.publicUrl
    ? `Sign in at ${config.publicUrl}/api/login as a demo neighbour:`
    : env.PORT
      ? `Sign in at http://localhost:${config.port}/api/login (after \`npm start\`) as a demo neighbour:`
      : `Sign in at http://localhost:${config.port}/api/login (after \`npm start\`; on the server's port if you started it with another PORT) as a demo neighbour:`;
  return [
    where,
    `  e-mail:   ${DEMO_MARKER_EMAIL}`,
    `  password: ${DEMO_PASSWORD}`,
    `The other demo accounts use the same password: ${others}.`,
    `Or create your own account: the demo neighbours are your friends from the start.`,
  ].join("\n");
}
