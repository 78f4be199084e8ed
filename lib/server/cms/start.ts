import "server-only";
import pg from "pg";
import type { Migration, Payload } from "payload";
import { migrations } from "@/lib/server/db/cms-migrations";
import { cmsSchema } from "./engine";
import { seedContent } from "./seed";

/** Any number, the same in every server, apart from the site's own migration lock. */
const cmsMigrationLock = 7_314_203;

/**
 * When Payload starts in a process: its migrations (lib/server/db/
 * cms-migrations, beside the site's), then the first content of a fresh
 * database. On a PostgreSQL server several servers may start at once: one
 * does both while the others wait for it, as the site's migrations do.
 */
export async function startCms(payload: Payload): Promise<void> {
  const url = process.env.DATABASE_URL || undefined;
  const client = url
    ? new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 })
    : undefined;
  await client?.connect();
  try {
    await client?.query("select pg_advisory_lock($1)", [cmsMigrationLock]);
    // Payload's adapter makes its schema only when it makes the database.
    await payload.db.execute({
      drizzle: payload.db.drizzle,
      raw: `create schema if not exists "${cmsSchema}"`,
    });
    // Payload types a migration's arguments as unknown; each file's are its adapter's.
    await payload.db.migrate({ migrations: migrations as Migration[] });
    await seedContent(payload);
  } finally {
    await client?.end();
  }
}
