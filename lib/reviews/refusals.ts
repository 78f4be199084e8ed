import type { Locale } from "@/data/locale";
import { reviewLimits } from "@/data/reviews";
import { translator } from "@/lib/i18n/catalogue";
import type { ReviewRefusal, ReviewRefusalCode } from "./replies";

/** Each refusal's message in the "reviewForm" catalogue. */
const messageOf = {
  "not-completed": "notCompleted",
  "too-late": "tooLate",
  "already-reviewed": "alreadyReviewed",
  "no-more-edits": "noMoreEdits",
  "other-account": "otherAccount",
  "bad-link": "badLink",
} as const satisfies Record<ReviewRefusalCode, string>;

/**
 * A refusal as the page and the routes give it: the sentence, in the
 * customer's language, and why (docs/architecture.md, "Routes";
 * docs/product.md §24.1).
 */
export function reviewRefusal(
  code: ReviewRefusalCode,
  locale: Locale = "en",
): ReviewRefusal {
  const said = translator(locale, "reviewForm");
  return {
    error: said(`refusals.${messageOf[code]}`, {
      days: String(reviewLimits.writeWithinDays),
    }),
    reason: code,
  };
}
