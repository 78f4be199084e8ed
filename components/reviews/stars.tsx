import type { ReviewsWords } from "@/components/shared/reviews-words";

/** Five stars drawn for the eye; the text "Rated 4 out of 5" is what is read. */
export function Stars({
  rating,
  t,
}: {
  rating: number;
  /** In the page's language, from its caller. */
  t: ReviewsWords;
}) {
  return (
    <span className="flex items-center gap-2">
      <span aria-hidden="true" className="tracking-widest text-amber-700">
        {"★".repeat(rating)}
        <span className="text-slate-500">{"★".repeat(5 - rating)}</span>
      </span>
      <span className="font-semibold text-slate-900">
        {t("rated", { rating: String(rating) })}
      </span>
    </span>
  );
}
