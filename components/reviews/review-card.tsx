import type { Locale } from "@/data/locale";
import { reviewCopy } from "@/data/reviews";
import type { PublicReview } from "@/lib/reviews/replies";
import { formatDate } from "@/lib/dates";
import type { ReviewsWords } from "@/components/shared/reviews-words";
import { Stars } from "./stars";

/**
 * One published review (docs/product.md §24): its rating, text, author and
 * day, the mark that it comes from a booking completed through us, and the
 * Tech's public reply. The text is shown as text: React escapes it, and
 * line breaks are kept. The customer's and the Tech's words stay as written.
 */
export function ReviewCard({
  review,
  replyBy,
  t,
  locale = "en",
}: {
  review: PublicReview;
  replyBy?: string;
  /** In the page's language, from its caller. */
  t: ReviewsWords;
  /** The dates' language. */
  locale?: Locale;
}) {
  // The server signs an erased author with the English word.
  const author =
    review.author === reviewCopy.anonymousAuthor
      ? t("anonymousAuthor")
      : review.author;
  return (
    <article className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4">
      <Stars rating={review.rating} t={t} />
      <p className="break-words whitespace-pre-line text-slate-800">
        {review.body}
      </p>
      <p className="text-sm text-slate-600">
        {author}, {formatDate(review.writtenAt, undefined, locale)}
        {review.edited && t("edited")}
      </p>
      <p className="text-sm font-semibold text-green-800">
        <span aria-hidden="true">✓ </span>
        {t("verified")}
      </p>
      {review.reply && (
        <div className="mt-1 rounded-lg bg-slate-100 p-3">
          <p className="text-sm font-semibold text-slate-900">
            {t("replyFrom", {
              by: replyBy ?? t("theTechnician"),
              date: formatDate(review.reply.at, undefined, locale),
            })}
          </p>
          <p className="break-words whitespace-pre-line text-slate-800">
            {review.reply.body}
          </p>
        </div>
      )}
    </article>
  );
}
