import type { ReviewWords } from "@/data/copy/service-page";

/** Five stars drawn for the eye; the text "Rated 4 out of 5" is what is read. */
export function Stars({
  rating,
  words,
}: {
  rating: number;
  /** In the page's language, from its caller: an island must not read the table. */
  words: Pick<ReviewWords, "rated">;
}) {
  return (
    <span className="flex items-center gap-2">
      <span aria-hidden="true" className="tracking-widest text-amber-700">
        {"★".repeat(rating)}
        <span className="text-slate-500">{"★".repeat(5 - rating)}</span>
      </span>
      <span className="font-semibold text-slate-900">
        {words.rated(rating)}
      </span>
    </span>
  );
}
