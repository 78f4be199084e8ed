import type { ReviewWords } from "@/data/copy/service-page";
import type { Locale } from "@/data/locale";
import type { PublicReview } from "@/lib/reviews/replies";
import { ReviewCard } from "./review-card";

/** Reviews as a list, in the order given (newest first from the server). */
export function ReviewList({
  reviews,
  label,
  replyBy,
  words,
  locale,
}: {
  reviews: readonly PublicReview[];
  label: string;
  replyBy?: string;
  words: ReviewWords;
  locale?: Locale;
}) {
  return (
    <ul aria-label={label} className="grid gap-3">
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewCard
            review={review}
            replyBy={replyBy}
            words={words}
            locale={locale}
          />
        </li>
      ))}
    </ul>
  );
}
