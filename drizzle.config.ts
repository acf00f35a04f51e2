import { defineConfig } from "drizzle-kit";

// Migrations are generated here and committed; the server runs them at start-up (server/db/migrate.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./migrations",
});
