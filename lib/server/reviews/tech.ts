import "server-only";
import { and, desc, eq, ne } from "drizzle-orm";
import * as v from "valibot";
import { translator } from "@/lib/i18n/catalogue";
import type { TechReview } from "@/lib/reviews/replies";
import { replySchema } from "@/lib/reviews/schema";
import { reviewTransitions } from "@/lib/reviews/status";
import type { Database } from "@/lib/server/db/client";
import { bookings, reviews } from "@/lib/server/db/schema";
import { refuse, type Outcome } from "@/lib/server/http";
import { publicReview, refreshTechPages } from "./shared";
import { changeReview, type Review } from "./store";
import { transition } from "@/lib/transitions";

const canReply = (review: Review) =>
  review.reply === null &&
  transition(reviewTransitions, review.status, "reply", "tech") !== undefined;

async function ownReviews(
  db: Database,
  uid: string,
  id?: number,
): Promise<TechReview[]> {
  const rows = await db
    .select({ review: reviews, reference: bookings.reference })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .where(
      and(
        eq(reviews.techUid, uid),
        ne(reviews.status, "hidden"),
        id === undefined ? undefined : eq(reviews.id, id),
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(({ review, reference }) => ({
    ...publicReview(review),
    bookingReference: reference,
    canReply: canReply(review),
  }));
}

/** The reviews of the Tech's own jobs that the public sees, newest first. */
export async function techOwnReviews(
  db: Database,
  uid: string,
): Promise<Outcome<{ reviews: TechReview[] }>> {
  return { status: 200, body: { reviews: await ownReviews(db, uid) } };
}

/**
 * The Tech's one public reply to a review of their own job
 * (docs/product.md §24.3); a hidden review gets none. Another Tech's review
 * reads as not found.
 */
export async function replyToReview(
  db: Database,
  raw: unknown,
  uid: string,
  { now }: { now: Date },
): Promise<Outcome> {
  // English, as a Tech's pages are.
  const said = translator("en", "reviewWork");
  const parsed = v.safeParse(replySchema, raw);
  if (!parsed.success) {
    return refuse(
      "invalid",
      parsed.issues[0]?.message ?? said("reply.notUnderstood"),
    );
  }
  const { id, body } = parsed.output;
  const result = await changeReview(db, id, {
    action: "reply",
    actor: "tech",
    by: `tech ${uid}`,
    now,
    set: { reply: body, repliedAt: now },
    allowed: (review) => review.techUid === uid && review.reply === null,
  });
  if (!result.ok && (!("review" in result) || result.review.techUid !== uid)) {
    return refuse("not-found", said("reply.notYours"));
  }
  if (!result.ok) {
    return refuse(
      "not-allowed",
      said(
        result.review.reply !== null ? "reply.alreadyReplied" : "reply.hidden",
      ),
    );
  }
  await refreshTechPages(db, uid);
  const [review] = await ownReviews(db, uid, id);
  return { status: 200, body: { review } };
}
