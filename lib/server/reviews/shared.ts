import "server-only";
import { eq } from "drizzle-orm";
import { shownAuthor } from "@/lib/reviews/author";
import type { PublicReview } from "@/lib/reviews/replies";
import type { Database } from "@/lib/server/db/client";
import { bookings, reviews, techProfiles } from "@/lib/server/db/schema";
import { refreshPublicPages } from "@/lib/server/techs/refresh";
import type { Review } from "./store";

export type ReviewedBooking = typeof bookings.$inferSelect;

/** A booking by its reference, with its review if it has one. */
export async function bookingWithReview(
  db: Database,
  reference: string,
): Promise<{ booking: ReviewedBooking; review: Review | null } | undefined> {
  const [row] = await db
    .select({ booking: bookings, review: reviews })
    .from(bookings)
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(eq(bookings.reference, reference));
  return row && { booking: row.booking, review: row.review };
}

/** A review as every public page shows it: no e-mail, no account, no booking. */
export function publicReview(review: Review): PublicReview {
  return {
    id: review.id,
    rating: review.rating,
    body: review.body,
    author: shownAuthor(review.authorName),
    writtenAt: review.createdAt.toISOString(),
    edited: review.edits > 0,
    reply:
      review.reply !== null && review.repliedAt !== null
        ? { body: review.reply, at: review.repliedAt.toISOString() }
        : null,
  };
}

/**
 * After a review changed what the Tech's pages show: their cached profile
 * and the /techs list are rendered again (docs/product.md §17.4). Service
 * pages fetch their reviews after load and need nothing.
 */
export async function refreshTechPages(
  db: Database,
  techUid: string | null,
): Promise<void> {
  if (!techUid) return;
  const [tech] = await db
    .select({ handle: techProfiles.handle })
    .from(techProfiles)
    .where(eq(techProfiles.uid, techUid));
  if (tech) refreshPublicPages(tech.handle);
}
