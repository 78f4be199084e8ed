import { FieldError } from "@/components/forms/field-error";
import { reviewLimits } from "@/data/reviews";
import { useTranslations } from "next-intl";

const ratings = Array.from(
  { length: reviewLimits.maxRating - reviewLimits.minRating + 1 },
  (_, i) => reviewLimits.minRating + i,
);

/** The id of the radio an error summary links to: the first one. */
export const firstStarId = (id: string) => `${id}-${reviewLimits.minRating}`;

/**
 * The 1–5 stars of a review (docs/product.md §24) as native radios in a
 * fieldset: the browser gives arrow keys, one tab stop and the "1 of 5"
 * announcement; each radio's label is its number of stars, and the focused
 * one shows a ring.
 */
export function StarRatingField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: number | null;
  onChange: (rating: number) => void;
  error?: string;
}) {
  const said = useTranslations("reviewForm");
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      className="grid gap-2"
    >
      <legend className="font-semibold text-slate-900">{said("rating")}</legend>
      <div className="flex flex-wrap gap-2">
        {ratings.map((n) => (
          <label
            key={n}
            htmlFor={`${id}-${n}`}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border choice border-slate-400 bg-white px-3 py-2 text-slate-900 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              id={`${id}-${n}`}
              name="rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="size-4 accent-brand-700"
            />
            <span aria-hidden="true" className="text-amber-700">
              {"★".repeat(n)}
            </span>
            <span>{said("star", { count: n })}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}
