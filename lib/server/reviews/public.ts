import "server-only";
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { reviewLimits } from "@/data/reviews";
import { translator } from "@/lib/i18n/catalogue";
import { ratingOf } from "@/lib/reviews/rating";
import type { PublicReview, Rating } from "@/lib/reviews/replies";
import type { Database } from "@/lib/server/db/client";
import { reviews } from "@/lib/server/db/schema";
import { refuse, type Outcome } from "@/lib/server/http";
import { publicReview } from "./shared";

// What visitors see (docs/product.md §24.4): the average and count leave
// hidden reviews out (`ratingOf`), and so do the lists.

/** Each Tech's average and count; a Tech without reviews has count 0. */
export async function techRatings(
  db: Database,
  uids: readonly string[],
): Promise<Map<string, Rating>> {
  const rows =
    uids.length === 0
      ? []
      : await db
          .select({
            techUid: reviews.techUid,
            rating: reviews.rating,
            status: reviews.status,
          })
          .from(reviews)
          .where(inArray(reviews.techUid, [...uids]));
  return new Map(
    uids.map((uid) => [
      uid,
      ratingOf(rows.filter((row) => row.techUid === uid)),
    ]),
  );
}

/** A Tech's average and count, then their shown reviews, newest first. */
export async function techReviews(
  db: Database,
  uid: string,
): Promise<{ rating: Rating; reviews: PublicReview[] }> {
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.techUid, uid))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return {
    rating: ratingOf(rows),
    reviews: rows.filter((row) => row.status !== "hidden").map(publicReview),
  };
}

/**
 * What an address that names no service in the catalogue is answered, before
 * anything is read: in English in every language, as it always was.
 */
export const unknownService = refuse(
  "not-found",
  translator("en", "reviewWork")("unknownService"),
);

/**
 * The average and count over the jobs that included the service, and its
 * latest shown reviews.
 */
export async function serviceReviews(
  db: Database,
  slug: string,
): Promise<Outcome<{ rating: Rating; latest: PublicReview[] }>> {
  const included = sql`${slug} = any(${reviews.services})`;
  const all = await db
    .select({ rating: reviews.rating, status: reviews.status })
    .from(reviews)
    .where(included);
  const latest = await db
    .select()
    .from(reviews)
    .where(and(included, ne(reviews.status, "hidden")))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(reviewLimits.servicePageLatest);
  return {
    status: 200,
    body: { rating: ratingOf(all), latest: latest.map(publicReview) },
  };
}
