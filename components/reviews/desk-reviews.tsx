"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import {
  callApi,
  useErrorOf,
  isRefusal,
  type GetToken,
} from "@/components/api/call-api";
import { useApiData } from "@/components/api/use-api-data";
import { Alert } from "@/components/forms/alert";
import { reviewHideReasons } from "@/data/reviews";
import { formatDateTime } from "@/lib/dates";
import type { DeskReview } from "@/lib/reviews/replies";
import { reviewTransitions } from "@/lib/reviews/status";
import { Stars } from "./stars";
import { transition } from "@/lib/transitions";

type Answer = {
  reviews?: DeskReview[];
  review?: DeskReview;
};

/**
 * Reviews on the desk (docs/product.md §24): new ones first, each with what
 * it says, who wrote it, about whom, and its history. Staff either mark it
 * "Looks fine" or hide it for one of the reasons in data/reviews.ts, which
 * is mailed to its author. Nothing here looks at the rating to decide.
 */
export function DeskReviews({
  token,
  onRefused,
  refreshed,
}: {
  token: GetToken;
  onRefused: (message: string) => void;
  /** The desk's counter: raised after any change on the desk, read again. */
  refreshed: number;
}) {
  const reviewWords = useTranslations("reviews");
  const t = useTranslations("deskReviews");
  const errorOf = useErrorOf();
  const { view, data, reload } = useApiData<Answer>(
    token,
    "/staff/api/reviews",
    { refreshed, onRefused },
  );
  const reviews = data ? (data.reviews ?? []) : null;
  // Said after an action, so the focus goes there; a load failure only shows.
  const [line, setLine] = useState<{ text: string; failed: boolean } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  const said = useRef<HTMLParagraphElement>(null);
  const refused = useRef<HTMLElement>(null);

  useEffect(() => {
    if (line) (line.failed ? refused : said).current?.focus();
  }, [line]);

  async function act(
    review: DeskReview,
    action: "keep" | "hide",
    reason?: string,
  ) {
    setBusy(true);
    const reply = await callApi<Answer>(token, "/staff/api/reviews", {
      json: { id: review.id, version: review.version, action, reason },
    });
    setBusy(false);
    if (isRefusal(reply)) return onRefused(errorOf(reply));
    const text =
      reply.status === 200
        ? t(action === "keep" ? "kept" : "hidden", {
            reference: review.bookingReference,
          })
        : errorOf(reply);
    setLine({ text, failed: reply.status !== 200 });
    await reload();
  }

  function hide(review: DeskReview, event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get("reason"));
    void act(review, "hide", reason);
  }

  const fresh = reviews?.filter((r) => r.status === "new").length ?? 0;
  return (
    <section aria-labelledby="desk-reviews" className="grid gap-4">
      <h2 id="desk-reviews" className="text-xl font-bold text-slate-900">
        {reviews ? t("headingNew", { fresh: String(fresh) }) : t("heading")}
      </h2>
      <p className="text-slate-700">{t("intro")}</p>
      <p
        ref={said}
        tabIndex={-1}
        role="status"
        className={
          line && !line.failed
            ? "rounded-lg bg-slate-100 px-3 py-2 font-semibold text-slate-900"
            : "sr-only"
        }
      >
        {line && !line.failed && line.text}
      </p>
      <Alert ref={refused}>
        {line?.failed ? line.text : view.kind === "failed" ? view.message : ""}
      </Alert>
      {!reviews && <p>{t("loading")}</p>}
      {reviews?.length === 0 && <p>{t("none")}</p>}
      {reviews && reviews.length > 0 && (
        <ul aria-label={t("list")} className="grid gap-3">
          {reviews.map((review) => (
            <li
              key={review.id}
              className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4"
            >
              <p className="flex flex-wrap justify-between gap-2">
                <Stars rating={review.rating} t={reviewWords} />
                <span className="font-semibold text-slate-900">
                  {t(`status.${review.status}`)}
                  {review.hiddenReason && `: ${review.hiddenReason}`}
                </span>
              </p>
              <p className="break-words whitespace-pre-line text-slate-800">
                {review.body}
              </p>
              <p className="text-sm text-slate-700">
                {t.rich("byLine", {
                  author: review.author,
                  date: formatDateTime(review.writtenAt),
                  tech: review.techName ?? t("noTech"),
                  reference: review.bookingReference,
                  ref: (chunks) => (
                    <span className="font-mono font-semibold">{chunks}</span>
                  ),
                })}
              </p>
              {review.reply && (
                <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
                  {t.rich("replied", {
                    reply: review.reply,
                    strong: (chunks) => <strong>{chunks}</strong>,
                  })}
                </p>
              )}
              <details className="text-sm">
                <summary className="cursor-pointer">{t("history")}</summary>
                <ol className="mt-1 grid gap-1">
                  {review.history.map((event, index) => (
                    <li key={index}>
                      {formatDateTime(event.at)}: {event.line}
                    </li>
                  ))}
                </ol>
              </details>
              <div className="flex flex-wrap items-end gap-4">
                {transition(
                  reviewTransitions,
                  review.status,
                  "keep",
                  "staff",
                ) && (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void act(review, "keep")}
                    className="btn-outline"
                  >
                    {review.status === "hidden"
                      ? t("showAgain")
                      : t("looksFine")}
                  </button>
                )}
                {transition(
                  reviewTransitions,
                  review.status,
                  "hide",
                  "staff",
                ) && (
                  <form
                    onSubmit={(event) => hide(review, event)}
                    aria-label={t("hideForm", {
                      reference: review.bookingReference,
                    })}
                    className="flex flex-wrap items-end gap-2"
                  >
                    <div className="grid gap-1">
                      <label
                        htmlFor={`hide-reason-${review.id}`}
                        className="font-semibold"
                      >
                        {t("reason")}
                      </label>
                      <select
                        id={`hide-reason-${review.id}`}
                        name="reason"
                        required
                        defaultValue=""
                        className="rounded-md border border-slate-400 px-3 py-2"
                      >
                        <option value="" disabled>
                          {t("chooseReason")}
                        </option>
                        {reviewHideReasons.map((reason) => (
                          <option key={reason} value={reason}>
                            {t(`hideReasons.${reason}`)}
                          </option>
                        ))}
                      </select>
                    </div>
                    <button
                      type="submit"
                      disabled={busy}
                      className="btn-outline"
                    >
                      {t("hide")}
                    </button>
                  </form>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
