import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Composed } from "@/lib/mail/compose";
import {
  reviewTransitions,
  type ReviewAction,
  type ReviewActor,
} from "@/lib/reviews/status";
import type { Database, Transaction } from "@/lib/server/db/client";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { nextVersion } from "@/lib/server/db/versioned";
import { reviewEvents, reviews } from "@/lib/server/db/schema";
import { queueMail } from "@/lib/server/outbox";
import { transition } from "@/lib/transitions";

export type Review = typeof reviews.$inferSelect;

type Step = {
  readonly action: ReviewAction;
  readonly actor: ReviewActor;
  /** Who, for the history: "customer", "tech <uid>", "staff <e-mail>", "system". */
  readonly by: string;
  readonly now: Date;
  readonly note?: string | null;
};

export type ChangeResult =
  | { readonly ok: true; readonly review: Review }
  | { readonly ok: false; readonly reason: "not-found" | "duplicate" }
  | {
      readonly ok: false;
      readonly reason: "stale" | "not-allowed";
      readonly review: Review;
    };

/** The history row of a step, naming the mail it queued so erasure finds it. */
async function record(
  tx: Transaction,
  review: Review,
  from: Review["status"] | null,
  step: Step,
  mail?: Composed,
): Promise<void> {
  const [notificationId] = await queueMail(tx, [mail], {
    bookingId: review.bookingId,
    now: step.now,
  });
  await tx.insert(reviewEvents).values({
    reviewId: review.id,
    at: step.now,
    actor: step.by,
    action: step.action,
    fromStatus: from,
    toStatus: review.status,
    note: step.note ?? null,
    notificationId: notificationId ?? null,
  });
}

/**
 * Writes a booking's one review (docs/product.md §24.2) through the table,
 * with its first history row. A second review of the booking, even one
 * racing this, is "duplicate": the database holds one per booking.
 */
export async function addReview(
  db: Database,
  values: Omit<
    typeof reviews.$inferInsert,
    "id" | "status" | "version" | "edits" | "createdAt" | "updatedAt"
  >,
  now: Date,
): Promise<ChangeResult> {
  const step: Step = {
    action: "write",
    actor: "customer",
    by: "customer",
    now,
  };
  const status = transition(
    reviewTransitions,
    "none",
    step.action,
    step.actor,
  )!;
  try {
    return await db.transaction(async (tx) => {
      const [review] = await tx
        .insert(reviews)
        .values({ ...values, status, createdAt: now, updatedAt: now })
        .returning();
      await record(tx, review!, null, step);
      return { ok: true, review: review! } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error, "reviews_booking_key")) {
      return { ok: false, reason: "duplicate" };
    }
    throw error;
  }
}

/**
 * The one way a review changes after it is written (docs/product.md §24):
 * the row is locked, the version the caller saw is checked, the table says
 * whether the actor may take the action from the state it is in, and the
 * change, its history row and the author's mail are written together.
 * `allowed` adds the caller's own condition on the row as it now is (the
 * one edit, the Tech's own review, the one reply).
 */
export async function changeReview(
  db: Database,
  id: number,
  step: Step & {
    readonly expectedVersion?: number;
    readonly set?: PgUpdateSetSource<typeof reviews>;
    readonly allowed?: (review: Review) => boolean;
    readonly mail?: (review: Review) => Composed | undefined;
  },
): Promise<ChangeResult> {
  return db.transaction(async (tx): Promise<ChangeResult> => {
    const [current] = await tx
      .select()
      .from(reviews)
      .where(eq(reviews.id, id))
      .for("update");
    if (!current) return { ok: false, reason: "not-found" };
    if (
      step.expectedVersion !== undefined &&
      step.expectedVersion !== current.version
    ) {
      return { ok: false, reason: "stale", review: current };
    }
    const to = transition(
      reviewTransitions,
      current.status,
      step.action,
      step.actor,
    );
    if (!to || (step.allowed && !step.allowed(current))) {
      return { ok: false, reason: "not-allowed", review: current };
    }
    const [changed] = await tx
      .update(reviews)
      .set({
        ...step.set,
        status: to,
        version: nextVersion(reviews.version),
        updatedAt: step.now,
      })
      .where(eq(reviews.id, id))
      .returning();
    await record(tx, changed!, current.status, step, step.mail?.(changed!));
    return { ok: true, review: changed! };
  });
}

/**
 * Erases the author's name and e-mail address from the reviews of these
 * bookings, in the transaction that erases the bookings (docs/product.md
 * §24.5): each review stays, signed "a customer", with a history row. The
 * mails about them are the bookings' and are erased with them.
 */
export async function eraseReviewAuthors(
  tx: Transaction,
  bookingIds: readonly number[],
  { now, note }: { now: Date; note: string },
): Promise<void> {
  if (bookingIds.length === 0) return;
  const found = await tx
    .select()
    .from(reviews)
    .where(
      and(
        inArray(reviews.bookingId, [...bookingIds]),
        isNull(reviews.erasedAt),
      ),
    )
    .for("update");
  for (const review of found) {
    const to = transition(reviewTransitions, review.status, "erase", "system");
    if (!to) continue;
    const [changed] = await tx
      .update(reviews)
      .set({
        authorName: null,
        email: null,
        accountUid: null,
        erasedAt: now,
        status: to,
        version: nextVersion(reviews.version),
        updatedAt: now,
      })
      .where(eq(reviews.id, review.id))
      .returning();
    await record(tx, changed!, review.status, {
      action: "erase",
      actor: "system",
      by: "system",
      now,
      note,
    });
  }
}
