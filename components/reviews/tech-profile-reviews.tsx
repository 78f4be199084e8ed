import { getTranslations } from "next-intl/server";
import type { Locale } from "@/data/locale";
import { reviewLimits } from "@/data/reviews";
import type { PublicReview, Rating } from "@/lib/reviews/replies";
import { RatingSummary } from "@/components/shared/rating-summary";
import { ReviewList } from "./review-list";

/**
 * The reviews on a Tech's profile (docs/product.md §24): the average and
 * count, then every review that is not hidden, newest first, with the Tech's
 * replies. `undefined` when they cannot be read just now.
 */
export async function TechProfileReviews({
  name,
  reviews,
  locale = "en",
}: {
  name: string;
  reviews: { rating: Rating; reviews: PublicReview[] } | undefined;
  locale?: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "techs" });
  const reviewWords = await getTranslations({ locale, namespace: "reviews" });
  return (
    <section aria-labelledby="reviews" className="grid gap-3">
      <h2 id="reviews" className="text-xl font-bold text-slate-900">
        {t("reviews")}
      </h2>
      {!reviews ? (
        <p className="text-slate-700">{t("reviewsCannotShow")}</p>
      ) : (
        <>
          <RatingSummary
            rating={reviews.rating}
            className="text-lg"
            t={reviewWords}
          />
          {reviews.reviews.length > 0 && (
            <ReviewList
              reviews={reviews.reviews}
              label={t("reviewsOf", { name })}
              replyBy={name}
              t={reviewWords}
              locale={locale}
            />
          )}
          <p className="text-sm text-slate-600">
            {t("whoMayReview", {
              days: String(reviewLimits.writeWithinDays),
            })}
          </p>
        </>
      )}
    </section>
  );
}
