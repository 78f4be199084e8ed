import type { createTranslator, Messages } from "next-intl";

/**
 * The "reviews" namespace's words, as a server component gets them
 * (`getTranslations`) or an island does (`useTranslations`): the pieces both
 * draw (`Stars`, `ReviewCard`, `RatingSummary`) take them from their caller.
 */
export type ReviewsWords = ReturnType<
  typeof createTranslator<Messages, "reviews">
>;
