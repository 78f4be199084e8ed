import { reviewFormEn } from "@/data/en/review-form";
import { accountReviewsEs, reviewFormEs } from "@/data/es/review-form";
import type { Locale } from "@/data/locale";

/** Why a review link or a review is refused (lib/reviews/replies.ts names the codes). */
export type ReviewRefusalWords = {
  readonly "not-completed": string;
  readonly "too-late": string;
  readonly "already-reviewed": string;
  readonly "no-more-edits": string;
  readonly "other-account": string;
  readonly "bad-link": string;
};

/**
 * The words of the review page and form (docs/product.md §24): the page a
 * review link opens, its form, its thanks and its refusals.
 */
export type ReviewFormCopy = {
  readonly title: string;
  readonly heading: string;
  readonly unavailable: string;
  readonly booking: string;
  readonly services: string;
  readonly technician: string;
  readonly completed: string;
  readonly needsJavaScript: string;
  readonly tellUs: string;
  readonly rating: string;
  readonly star: (n: number) => string;
  /** The review sent, said back: the same words as the service page's stars. */
  readonly rated: (n: number) => string;
  readonly body: string;
  /** After the label, where the shared field does not mark it. */
  readonly count: (typed: string, max: string) => string;
  readonly send: string;
  readonly save: string;
  readonly thanks: string;
  readonly yours: string;
  readonly oneChange: string;
  readonly edit: string;
  readonly noMoreChange: string;
  readonly thisIsTheEdit: string;
  /** The input's own refusals, which the form shows by its field. */
  readonly chooseStars: string;
  readonly tooLong: string;
  readonly unreadable: string;
  readonly notUnderstood: string;
  readonly refusals: ReviewRefusalWords;
};

/** "Review your completed bookings" on /user (docs/product.md §24). */
export type AccountReviewsCopy = {
  readonly heading: string;
  readonly failed: string;
  readonly completed: string;
  readonly reviewed: string;
  readonly reviewedLabel: (reference: string) => string;
  readonly write: string;
  readonly writeLabel: (reference: string) => string;
};

export const reviewFormCopy: Readonly<Record<Locale, ReviewFormCopy>> = {
  en: reviewFormEn,
  es: reviewFormEs,
};

export const accountReviewsCopy: Readonly<Record<Locale, AccountReviewsCopy>> =
  {
    en: {
      heading: "Review your completed bookings",
      failed:
        "Your bookings to review cannot be shown just now. Please reload the page.",
      completed: "completed",
      reviewed: "Reviewed",
      reviewedLabel: (reference) =>
        `Reviewed: see your review of booking ${reference}`,
      write: "Write a review",
      writeLabel: (reference) => `Write a review of booking ${reference}`,
    },
    es: accountReviewsEs,
  };
