import type { ReviewWords } from "@/data/copy/service-page";
import type { Rating } from "@/lib/reviews/replies";

/**
 * A Tech's or a service's average and count, or "No reviews yet"
 * (docs/product.md §24): "4.5 out of 5 from 12 reviews", always with the
 * average's one decimal. Hidden reviews are already left out of both.
 */
export function RatingSummary({
  rating,
  className = "text-slate-800",
  words,
}: {
  rating: Rating;
  className?: string;
  /** In the page's language, from its caller: an island must not read the table. */
  words: Pick<ReviewWords, "none" | "outOf" | "from" | "count">;
}) {
  if (rating.count === 0 || rating.average === null) {
    return (
      <p className={className} data-rating="none">
        {words.none}
      </p>
    );
  }
  return (
    <p className={className} data-rating={rating.average.toFixed(1)}>
      <span aria-hidden="true" className="text-amber-700">
        ★{" "}
      </span>
      <strong className="text-slate-900">
        {words.outOf(rating.average.toFixed(1))}
      </strong>{" "}
      {words.from} {words.count(rating.count)}
    </p>
  );
}
