// Run by scripts/e2e-servers.mjs before the end-to-end servers on the embedded
// engine start: one database in DATABASE_DIR, migrated and given its first
// content as a server's first start does (lib/server/server-start.ts), which
// each of those servers then starts from a copy of. Four servers doing that
// same work at once on two cores took most of the run's first minute.
import { openCms } from "@/lib/server/cms/published";
import { closeDatabase, connection } from "@/lib/server/db/client";

const started = Date.now();
await connection();
await openCms();
await closeDatabase();
console.error(
  `The end-to-end servers' first database, made in ${Date.now() - started} ms.`,
);
process.exit(0);
