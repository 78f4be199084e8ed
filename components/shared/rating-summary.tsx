import type { Rating } from "@/lib/reviews/replies";

/** "4.5 out of 5", always with its one decimal (docs/product.md §24). */
export function averageText(average: number): string {
  return `${average.toFixed(1)} out of 5`;
}

/** "1 review", "12 reviews". */
export function reviewCount(count: number): string {
  return `${count} ${count === 1 ? "review" : "reviews"}`;
}

/**
 * A Tech's or a service's average and count, or "No reviews yet"
 * (docs/product.md §24). Hidden reviews are already left out of both.
 */
export function RatingSummary({
  rating,
  className = "text-slate-800",
}: {
  rating: Rating;
  className?: string;
}) {
  if (rating.count === 0 || rating.average === null) {
    return (
      <p className={className} data-rating="none">
        No reviews yet
      </p>
    );
  }
  return (
    <p className={className} data-rating={rating.average.toFixed(1)}>
      <span aria-hidden="true" className="text-amber-700">
        ★{" "}
      </span>
      <strong className="text-slate-900">{averageText(rating.average)}</strong>{" "}
      from {reviewCount(rating.count)}
    </p>
  );
}
