import "server-only";
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { reviewLimits } from "@/data/reviews";
import { ratingOf } from "@/lib/reviews/rating";
import type { PublicReview, Rating } from "@/lib/reviews/replies";
import { database, type Database } from "@/lib/server/db/client";
import { reviews } from "@/lib/server/db/schema";
import { publicReview } from "./shared";

// What visitors see (docs/product.md §24.4): the average and count leave
// hidden reviews out (`ratingOf`), and so do the lists.

/** Each Tech's average and count; a Tech without reviews has count 0. */
export async function techRatings(
  uids: readonly string[],
  db?: Database,
): Promise<Map<string, Rating>> {
  const store = db ?? (await database());
  const rows =
    uids.length === 0
      ? []
      : await store
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
  uid: string,
  db?: Database,
): Promise<{ rating: Rating; reviews: PublicReview[] }> {
  const store = db ?? (await database());
  const rows = await store
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
 * The average and count over the jobs that included the service, and its
 * latest shown reviews.
 */
export async function serviceReviews(
  slug: string,
  db?: Database,
): Promise<{ rating: Rating; latest: PublicReview[] }> {
  const store = db ?? (await database());
  const included = sql`${slug} = any(${reviews.services})`;
  const all = await store
    .select({ rating: reviews.rating, status: reviews.status })
    .from(reviews)
    .where(included);
  const latest = await store
    .select()
    .from(reviews)
    .where(and(included, ne(reviews.status, "hidden")))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(reviewLimits.servicePageLatest);
  return { rating: ratingOf(all), latest: latest.map(publicReview) };
}
