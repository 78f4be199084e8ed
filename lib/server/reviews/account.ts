import "server-only";
import { and, desc, eq, gte, isNull } from "drizzle-orm";
import { reviewLimits } from "@/data/reviews";
import { reviewPath, signReviewLink } from "@/lib/reviews/link";
import type { ReviewableBooking } from "@/lib/reviews/replies";
import type { Database } from "@/lib/server/db/client";
import { bookings, reviews } from "@/lib/server/db/schema";
import { bookingTokenSecret } from "@/lib/server/secrets";

const day = 24 * 60 * 60_000;

/**
 * The account's Completed bookings still inside their review window
 * (docs/product.md §24.1), newest first, each with its review link and
 * whether it has a review: the same link the invitation carries.
 */
export async function reviewableBookings(
  db: Database,
  uid: string,
  now: Date,
): Promise<ReviewableBooking[]> {
  const since = new Date(now.getTime() - reviewLimits.writeWithinDays * day);
  const rows = await db
    .select({
      reference: bookings.reference,
      services: bookings.services,
      completedAt: bookings.completedAt,
      reviewId: reviews.id,
    })
    .from(bookings)
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.accountUid, uid),
        eq(bookings.status, "completed"),
        isNull(bookings.erasedAt),
        gte(bookings.completedAt, since),
      ),
    )
    .orderBy(desc(bookings.completedAt), desc(bookings.id));
  const secret = await bookingTokenSecret(db);
  return rows.map((row) => ({
    reference: row.reference,
    services: row.services.map((line) => line.title),
    completedAt: row.completedAt!.toISOString(),
    link: reviewPath(
      signReviewLink(
        { reference: row.reference, completedAt: row.completedAt! },
        secret,
      ),
    ),
    reviewed: row.reviewId !== null,
  }));
}
