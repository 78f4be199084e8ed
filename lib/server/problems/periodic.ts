import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { problems } from "@/lib/server/db/schema";
import { endProblem } from "./ending";

/**
 * Expires every open problem posted more than 7 days ago (docs/product.md
 * §18.6). Each is locked and moved by the table, so a second run, or a second
 * server at once, finds nothing left to expire. Returns how many expired;
 * the bidders' mails wait for the outbox's next round.
 */
export async function expireProblems(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({ id: problems.id })
    .from(problems)
    .where(
      and(eq(problems.status, "open"), lt(problems.expiresAt, sql`${now}`)),
    )
    .limit(500);
  let expired = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [problem] = await tx
        .select()
        .from(problems)
        .where(eq(problems.id, id))
        .for("update", { skipLocked: true });
      if (!problem || problem.status !== "open" || problem.expiresAt >= now)
        return false;
      return (
        await endProblem(tx, problem, "expire", "system", "system", now, null)
      ).ok;
    });
    if (done) expired++;
  }
  return expired;
}
