import { reviewLimits } from "@/data/reviews";
import type { PublicReview, Rating } from "@/lib/reviews/replies";
import { RatingSummary } from "@/components/shared/rating-summary";
import { ReviewList } from "./review-list";

/**
 * The reviews on a Tech's profile (docs/product.md §24): the average and
 * count, then every review that is not hidden, newest first, with the Tech's
 * replies. `undefined` when they cannot be read just now.
 */
export function TechProfileReviews({
  name,
  reviews,
}: {
  name: string;
  reviews: { rating: Rating; reviews: PublicReview[] } | undefined;
}) {
  return (
    <section aria-labelledby="reviews" className="grid gap-3">
      <h2 id="reviews" className="text-xl font-bold text-slate-900">
        Reviews
      </h2>
      {!reviews ? (
        <p className="text-slate-700">
          Reviews cannot be shown just now. Please try again in a minute.
        </p>
      ) : (
        <>
          <RatingSummary rating={reviews.rating} className="text-lg" />
          {reviews.reviews.length > 0 && (
            <ReviewList
              reviews={reviews.reviews}
              label={`Reviews of ${name}, newest first`}
              replyBy={name}
            />
          )}
          <p className="text-sm text-slate-600">
            Only the customer of a booking completed through us can review it,
            once, within {reviewLimits.writeWithinDays} days.
          </p>
        </>
      )}
    </section>
  );
}
