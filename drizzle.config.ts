import { defineConfig } from "drizzle-kit";

// `npm run db:generate` compares lib/server/db/schema.ts with the migrations
// already written and adds one for the difference.
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/server/db/schema.ts",
  out: "./lib/server/db/migrations",
});
