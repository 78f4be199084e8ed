/** Five stars drawn for the eye; the text "Rated 4 out of 5" is what is read. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex items-center gap-2">
      <span aria-hidden="true" className="tracking-widest text-amber-700">
        {"★".repeat(rating)}
        <span className="text-slate-500">{"★".repeat(5 - rating)}</span>
      </span>
      <span className="font-semibold text-slate-900">
        Rated {rating} out of 5
      </span>
    </span>
  );
}
