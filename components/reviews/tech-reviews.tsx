"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import {
  callApi,
  useErrorOf,
  isRefusal,
  type GetToken,
} from "@/components/api/call-api";
import { Alert } from "@/components/forms/alert";
import type { TechReview } from "@/lib/reviews/replies";
import { ReplyForm } from "./reply-form";
import { ReviewCard } from "./review-card";

type Answer = {
  reviews?: TechReview[];
  review?: TechReview;
};

/**
 * /tech/reviews (docs/product.md §24): the reviews of the signed-in Tech's
 * jobs, newest first, each with its one public reply or the form to write
 * it; after replying, the reply shows, the form is gone and the focus is on
 * the line that says so.
 */
export function TechReviews({
  token,
  onRefused,
}: {
  token: GetToken;
  onRefused: () => void;
}) {
  const reviewWords = useTranslations("reviews");
  const t = useTranslations("techReviews");
  const errorOf = useErrorOf();
  const [reviews, setReviews] = useState<TechReview[] | null>(null);
  const [failure, setFailure] = useState("");
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ id: number; line: string } | null>(null);
  const result = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    void callApi<Answer>(token, "/tech/api/reviews").then((reply) => {
      if (reply.status === 200) setReviews(reply.body.reviews ?? []);
      else if (isRefusal(reply)) onRefused();
      else setFailure(errorOf(reply));
    });
  }, [token, onRefused, errorOf]);

  useEffect(() => {
    if (done) result.current?.focus();
  }, [done]);

  async function reply(id: number, body: string) {
    setBusy(true);
    const answer = await callApi<Answer>(token, "/tech/api/reviews", {
      json: { id, body },
    });
    setBusy(false);
    const saved = answer.body.review;
    if (answer.status === 200 && saved) {
      setReviews((list) => list?.map((r) => (r.id === id ? saved : r)) ?? null);
      setErrors((e) => ({ ...e, [id]: "" }));
      setDone({ id, line: t("published") });
    } else if (answer.status === 401) onRefused();
    else setErrors((e) => ({ ...e, [id]: errorOf(answer) }));
  }

  return (
    <section aria-labelledby="tech-reviews" className="grid gap-4">
      <h1
        id="tech-reviews"
        className="text-3xl font-extrabold tracking-tight text-slate-900"
      >
        {t("heading")}
      </h1>
      <p className="text-slate-700">{t("intro")}</p>
      {failure && <Alert>{failure}</Alert>}
      {!reviews && !failure && <p role="status">{t("loading")}</p>}
      {reviews?.length === 0 && <p className="text-slate-700">{t("none")}</p>}
      {reviews && reviews.length > 0 && (
        <ul aria-label={t("list")} className="grid gap-4">
          {reviews.map((review) => (
            <li key={review.id} className="grid gap-2">
              <p className="text-sm text-slate-700">
                {t.rich("booking", {
                  reference: review.bookingReference,
                  ref: (chunks) => (
                    <span className="font-mono font-semibold">{chunks}</span>
                  ),
                })}
              </p>
              <ReviewCard review={review} replyBy={t("you")} t={reviewWords} />
              {done?.id === review.id && (
                <p
                  ref={result}
                  tabIndex={-1}
                  role="status"
                  className="font-semibold text-slate-900"
                >
                  {done.line}
                </p>
              )}
              {review.canReply && (
                <ReplyForm
                  id={review.id}
                  busy={busy}
                  error={errors[review.id]}
                  onReply={(body) => void reply(review.id, body)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
