import type { ReviewsWords } from "@/components/shared/reviews-words";
import type { Rating } from "@/lib/reviews/replies";

/**
 * A Tech's or a service's average and count, or "No reviews yet"
 * (docs/product.md §24): "4.5 out of 5 from 12 reviews", always with the
 * average's one decimal. Hidden reviews are already left out of both.
 */
export function RatingSummary({
  rating,
  className = "text-slate-800",
  t,
}: {
  rating: Rating;
  className?: string;
  /** In the page's language, from its caller. */
  t: ReviewsWords;
}) {
  if (rating.count === 0 || rating.average === null) {
    return (
      <p className={className} data-rating="none">
        {t("none")}
      </p>
    );
  }
  return (
    <p className={className} data-rating={rating.average.toFixed(1)}>
      <span aria-hidden="true" className="text-amber-700">
        ★{" "}
      </span>
      <strong className="text-slate-900">
        {t("outOf", { average: rating.average.toFixed(1) })}
      </strong>{" "}
      {t("from")}{" "}
      {t("count", {
        count: rating.count,
        written: String(rating.count),
      })}
    </p>
  );
}
