import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` is used (it needs no database); migrations are applied by scripts/migrate.ts.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./db/migrations",
});
