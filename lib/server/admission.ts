import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import { headers } from "next/headers";
import { rateLimit } from "@/data/request-rules";
import { clientAddress } from "@/lib/client-key";
import { rateLimitFrom } from "@/lib/rate-limit";
import type { Database } from "@/lib/server/db/client";
import { rateLimits } from "@/lib/server/db/schema";

/**
 * Counts one request for `key` in the database, so that every server shares
 * the count, and says whether it is within `limit` per `windowMs`: a sliding
 * window, where a refused request is not counted, so a client that waits is
 * let in again when its oldest request leaves the window. Counting is one
 * statement, which PostgreSQL runs on the latest row whatever waited for it:
 * two servers cannot both let in the last request of a window, and one
 * client's requests wait for each other for a statement, not a transaction.
 */
export async function admitRequest(
  db: Database,
  key: string,
  {
    limit,
    windowMs,
    now,
  }: {
    limit: number;
    windowMs: number;
    now: Date;
  },
): Promise<boolean> {
  const since = new Date(now.getTime() - windowMs);
  const recent = sql`array(select hit from unnest(${rateLimits.hits}) hit
    where hit > ${since} order by hit)`;
  // A new client has no row; a client whose row another request has just
  // written is counted on that row at the second pass.
  for (let pass = 0; pass < 2; pass++) {
    const counted = await db
      .update(rateLimits)
      .set({ hits: sql`${recent} || ${now}::timestamptz`, updatedAt: now })
      .where(
        and(eq(rateLimits.key, key), sql`cardinality(${recent}) < ${limit}`),
      )
      .returning({ key: rateLimits.key });
    if (counted.length > 0) return true;
    const created = await db
      .insert(rateLimits)
      .values({ key, hits: [now], updatedAt: now })
      .onConflictDoNothing()
      .returning({ key: rateLimits.key });
    if (created.length > 0) return true;
  }
  return false;
}

/**
 * One more form post (a booking, a message, a booking looked up) from the
 * client of the request being handled, within FORM_RATE_LIMIT posts per
 * window (docs/product.md §6).
 */
export async function admitFormPost(db: Database, now: Date): Promise<boolean> {
  return admitRequest(
    db,
    clientAddress((await headers()).get("x-forwarded-for")),
    {
      limit: rateLimitFrom(process.env.FORM_RATE_LIMIT, rateLimit.requests),
      windowMs: rateLimit.windowMinutes * 60_000,
      now,
    },
  );
}

/** Forgets clients with no request in the window; a flood of addresses leaves no trace. */
export async function forgetIdleClients(
  db: Database,
  { windowMs, now }: { windowMs: number; now: Date },
): Promise<void> {
  await db
    .delete(rateLimits)
    .where(lt(rateLimits.updatedAt, new Date(now.getTime() - windowMs)));
}
