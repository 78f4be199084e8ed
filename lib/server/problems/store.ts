import "server-only";
import { eq } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { BidStatus, ProblemStatus } from "@/lib/problems/status";
import type { Transaction } from "@/lib/server/db/client";
import { bids, problemEvents, problems } from "@/lib/server/db/schema";
import { nextVersion } from "@/lib/server/db/versioned";
import type { Bid } from "./shared";

// The one writer of bids and problem_events (docs/product.md §18): every
// change of a bid or a problem's state is written here with its history
// entry, in the caller's transaction.

type ProblemEvent = typeof problemEvents.$inferInsert;

/** What a change records: who, which action, and why. */
export type Move<Status> = {
  readonly to: Status;
  readonly actor: string;
  readonly action: string;
  readonly note?: string | null;
  readonly now: Date;
};

/** One entry in a problem's history. */
export async function addProblemEvent(
  tx: Transaction,
  event: ProblemEvent,
): Promise<void> {
  await tx.insert(problemEvents).values(event);
}

/** A Tech's new pending bid, with its history entry; returns it as written. */
export async function insertBid(
  tx: Transaction,
  bid: Omit<
    typeof bids.$inferInsert,
    "status" | "version" | "createdAt" | "updatedAt"
  >,
  { actor, now }: { readonly actor: string; readonly now: Date },
): Promise<Bid> {
  const [row] = await tx
    .insert(bids)
    .values({ ...bid, createdAt: now, updatedAt: now })
    .returning();
  await addProblemEvent(tx, {
    problemId: row!.problemId,
    bidId: row!.id,
    at: now,
    actor,
    action: "bid",
    toStatus: "pending",
  });
  return row!;
}

/**
 * A bid moved to another state, its version raised, with what `set` changes
 * besides and a history entry; returns it as written.
 */
export async function moveBid(
  tx: Transaction,
  bid: {
    readonly id: number;
    readonly problemId: number;
    readonly status: BidStatus;
  },
  { to, actor, action, note, now }: Move<BidStatus>,
  set: Omit<
    PgUpdateSetSource<typeof bids>,
    "status" | "version" | "updatedAt"
  > = {},
): Promise<Bid> {
  const [row] = await tx
    .update(bids)
    .set({
      ...set,
      status: to,
      version: nextVersion(bids.version),
      updatedAt: now,
    })
    .where(eq(bids.id, bid.id))
    .returning();
  await addProblemEvent(tx, {
    problemId: bid.problemId,
    bidId: bid.id,
    at: now,
    actor,
    action,
    fromStatus: bid.status,
    toStatus: to,
    ...(note !== undefined && { note }),
  });
  return row!;
}

/** A problem moved to another state, its version raised, with what `set` changes besides and a history entry. */
export async function moveProblem(
  tx: Transaction,
  problem: { readonly id: number; readonly status: ProblemStatus },
  { to, actor, action, note, now }: Move<ProblemStatus>,
  set: Omit<
    PgUpdateSetSource<typeof problems>,
    "status" | "version" | "updatedAt"
  > = {},
): Promise<void> {
  await tx
    .update(problems)
    .set({
      ...set,
      status: to,
      version: nextVersion(problems.version),
      updatedAt: now,
    })
    .where(eq(problems.id, problem.id));
  await addProblemEvent(tx, {
    problemId: problem.id,
    at: now,
    actor,
    action,
    fromStatus: problem.status,
    toStatus: to,
    ...(note !== undefined && { note }),
  });
}
