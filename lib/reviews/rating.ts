import type { Rating } from "./replies";
import type { ReviewStatus } from "./status";

/**
 * The average, to one decimal, and the count of the reviews that are shown
 * (docs/product.md §24.4): a hidden review leaves every average. Rounded half
 * up from whole tenths, so 4.25 shows as 4.3.
 */
export function ratingOf(
  reviews: readonly { rating: number; status: ReviewStatus }[],
): Rating {
  const shown = reviews.filter((review) => review.status !== "hidden");
  if (shown.length === 0) return { average: null, count: 0 };
  const sum = shown.reduce((total, review) => total + review.rating, 0);
  return {
    average: Math.round((sum * 10) / shown.length) / 10,
    count: shown.length,
  };
}
