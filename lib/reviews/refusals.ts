import { reviewFormCopy } from "@/data/copy/review-form";
import type { Locale } from "@/data/locale";
import type { ReviewRefusal, ReviewRefusalCode } from "./replies";

/**
 * A refusal as the page and the routes give it: the sentence, in the
 * customer's language, and why (docs/architecture.md, "Routes";
 * docs/product.md §24.1).
 */
export function reviewRefusal(
  code: ReviewRefusalCode,
  locale: Locale = "en",
): ReviewRefusal {
  return { error: reviewFormCopy[locale].refusals[code], reason: code };
}
