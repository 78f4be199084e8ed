import "server-only";
import { sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * The `set` part every versioned write of a state machine shares: the
 * version goes up by one in the database itself, so a writer that read an
 * older version and checks `where version = …` finds nothing to change.
 */
export function nextVersion(version: PgColumn) {
  return sql`${version} + 1`;
}
