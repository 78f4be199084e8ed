import "server-only";
import { eq, lt } from "drizzle-orm";
import { headers } from "next/headers";
import { rateLimit } from "@/data/request-rules";
import { clientAddress } from "@/lib/client-key";
import { admit, rateLimitFrom } from "@/lib/sliding-window";
import type { Database } from "@/lib/server/db/client";
import { rateLimits } from "@/lib/server/db/schema";

/**
 * Counts one request for `key` in the database, so that every server shares
 * the count, and says whether it is within `limit` per `windowMs`. The row is
 * locked while it is read and written, so two servers cannot both let in the
 * last request of a window.
 */
export async function admitRequest(
  db: Database,
  key: string,
  {
    limit,
    windowMs,
    now = new Date(),
  }: {
    limit: number;
    windowMs: number;
    now?: Date;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .insert(rateLimits)
      .values({ key, hits: [], updatedAt: now })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ hits: rateLimits.hits })
      .from(rateLimits)
      .where(eq(rateLimits.key, key))
      .for("update");
    const { allowed, hits } = admit(row?.hits ?? [], now, { limit, windowMs });
    await tx
      .update(rateLimits)
      .set({ hits, updatedAt: now })
      .where(eq(rateLimits.key, key));
    return allowed;
  });
}

/**
 * One more form post (a booking, a message, a booking looked up) from the
 * client of the request being handled, within FORM_RATE_LIMIT posts per
 * window (docs/product.md §6).
 */
export async function admitFormPost(db: Database): Promise<boolean> {
  return admitRequest(
    db,
    clientAddress((await headers()).get("x-forwarded-for")),
    {
      limit: rateLimitFrom(process.env.FORM_RATE_LIMIT, rateLimit.requests),
      windowMs: rateLimit.windowMinutes * 60_000,
    },
  );
}

/** Forgets clients with no request in the window; a flood of addresses leaves no trace. */
export async function forgetIdleClients(
  db: Database,
  { windowMs, now = new Date() }: { windowMs: number; now?: Date },
): Promise<void> {
  await db
    .delete(rateLimits)
    .where(lt(rateLimits.updatedAt, new Date(now.getTime() - windowMs)));
}
