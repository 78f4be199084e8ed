import { reviewCopy } from "@/data/reviews";
import type { PublicReview } from "@/lib/reviews/replies";
import { formatDate } from "@/lib/dates";
import { Stars } from "./stars";

/**
 * One published review (docs/product.md §24): its rating, text, author and
 * day, the mark that it comes from a booking completed through us, and the
 * Tech's public reply. The text is shown as text: React escapes it, and
 * line breaks are kept.
 */
export function ReviewCard({
  review,
  replyBy = "the technician",
}: {
  review: PublicReview;
  replyBy?: string;
}) {
  return (
    <article className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4">
      <Stars rating={review.rating} />
      <p className="break-words whitespace-pre-line text-slate-800">
        {review.body}
      </p>
      <p className="text-sm text-slate-600">
        {review.author}, {formatDate(review.writtenAt)}
        {review.edited && " (edited)"}
      </p>
      <p className="text-sm font-semibold text-green-800">
        <span aria-hidden="true">✓ </span>
        {reviewCopy.verified}
      </p>
      {review.reply && (
        <div className="mt-1 rounded-lg bg-slate-100 p-3">
          <p className="text-sm font-semibold text-slate-900">
            Reply from {replyBy}, {formatDate(review.reply.at)}
          </p>
          <p className="break-words whitespace-pre-line text-slate-800">
            {review.reply.body}
          </p>
        </div>
      )}
    </article>
  );
}
