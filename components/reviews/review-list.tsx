import type { Locale } from "@/data/locale";
import type { PublicReview } from "@/lib/reviews/replies";
import { ReviewCard } from "./review-card";
import type { ReviewsWords } from "@/components/shared/reviews-words";

/** Reviews as a list, in the order given (newest first from the server). */
export function ReviewList({
  reviews,
  label,
  replyBy,
  t,
  locale,
}: {
  reviews: readonly PublicReview[];
  label: string;
  replyBy?: string;
  t: ReviewsWords;
  locale?: Locale;
}) {
  return (
    <ul aria-label={label} className="grid gap-3">
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewCard review={review} replyBy={replyBy} t={t} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
