import "server-only";
import { unstable_cache } from "next/cache";
import type { PublicReview, Rating } from "@/lib/reviews/replies";
import { database } from "@/lib/server/db/client";
import { techRatings, techReviews } from "@/lib/server/reviews/public";
import { techsTag } from "./refresh";
import { publishedUids } from "./public";

// The Techs' reviews as the public pages show them (docs/product.md §24),
// from the same data cache as the profiles: a view reads no database until a
// review is written, hidden or answered, which refreshes the Techs' tag.

/** Each published Tech's average and count, by handle (the cache keeps JSON, not a Map). */
export const cachedTechRatings = unstable_cache(
  async (): Promise<Record<string, Rating>> => {
    const db = await database();
    const techs = await publishedUids(db);
    const ratings = await techRatings(
      db,
      techs.map((t) => t.uid),
    );
    return Object.fromEntries(
      techs.map((t) => [
        t.handle,
        ratings.get(t.uid) ?? { average: null, count: 0 },
      ]),
    );
  },
  ["techs-ratings"],
  { tags: [techsTag] },
);

/** One published Tech's average, count and reviews, newest first; undefined for an unknown handle. */
export const cachedTechReviews = unstable_cache(
  async (
    handle: string,
  ): Promise<{ rating: Rating; reviews: PublicReview[] } | undefined> => {
    const db = await database();
    const tech = (await publishedUids(db)).find((t) => t.handle === handle);
    return tech ? techReviews(db, tech.uid) : undefined;
  },
  ["techs-reviews"],
  { tags: [techsTag] },
);
