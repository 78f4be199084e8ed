import { servicePageCopy } from "@/data/copy/service-page";
import type { Locale } from "@/data/locale";

/** Five stars drawn for the eye; the text "Rated 4 out of 5" is what is read. */
export function Stars({
  rating,
  locale = "en",
}: {
  rating: number;
  locale?: Locale;
}) {
  return (
    <span className="flex items-center gap-2">
      <span aria-hidden="true" className="tracking-widest text-amber-700">
        {"★".repeat(rating)}
        <span className="text-slate-500">{"★".repeat(5 - rating)}</span>
      </span>
      <span className="font-semibold text-slate-900">
        {servicePageCopy[locale].reviews.rated(rating)}
      </span>
    </span>
  );
}
