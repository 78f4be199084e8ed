"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { callPublic } from "@/components/api/call-api";
import type { Locale } from "@/data/locale";
import type { PublicReview, Rating } from "@/lib/reviews/replies";
import { RatingSummary } from "@/components/shared/rating-summary";
import { ReviewList } from "./review-list";

type Reviews = { rating: Rating; latest: PublicReview[] };

/**
 * "Reviews of this service" on a service page (docs/product.md §24): the
 * average and count over the jobs that included it, and the latest reviews.
 * They are fetched after the page loads, so it stays pre-rendered; without
 * JavaScript the section is not shown at all.
 */
export function ServiceReviews({
  slug,
  locale = "en",
}: {
  slug: string;
  locale?: Locale;
}) {
  const t = useTranslations("reviews");
  const [reviews, setReviews] = useState<Reviews | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    void callPublic<Reviews>(`/services/api/reviews/${slug}`).then((reply) => {
      if (!active) return;
      if (reply.status === 200) setReviews(reply.body);
      else setFailed(true);
    });
    return () => {
      active = false;
    };
  }, [slug]);

  return (
    <section
      aria-labelledby="service-reviews"
      className="js-only grid gap-3"
      data-loaded={reviews ? "" : undefined}
    >
      <h2 id="service-reviews" className="text-2xl font-bold text-slate-900">
        {t("heading")}
      </h2>
      {failed ? (
        <p className="text-slate-700">{t("failed")}</p>
      ) : !reviews ? (
        <p role="status" className="text-slate-700">
          {t("loading")}
        </p>
      ) : (
        <>
          <RatingSummary
            rating={reviews.rating}
            className="text-lg text-slate-800"
            t={t}
          />
          {reviews.latest.length > 0 && (
            <ReviewList
              reviews={reviews.latest}
              label={t("latest")}
              t={t}
              locale={locale}
            />
          )}
          <p className="text-sm text-slate-600">{t("onlyCompleted")}</p>
        </>
      )}
    </section>
  );
}
