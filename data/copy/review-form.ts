import { accountReviewsEs, reviewFormEs } from "@/data/es/review-form";
import type { Locale } from "@/data/locale";
import { reviewLimits } from "@/data/reviews";

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

const days = reviewLimits.writeWithinDays;

const en: ReviewFormCopy = {
  title: "Review your booking",
  heading: "How did it go?",
  unavailable:
    "Reviews cannot be written just now. Please try again in a minute.",
  booking: "Booking",
  services: "Services",
  technician: "Technician",
  completed: "Completed",
  needsJavaScript:
    "Writing a review needs JavaScript. Please switch it on and reload this page, or call us at",
  tellUs: "and tell us how it went.",
  rating: "Your rating",
  star: (n) => `${n} ${n === 1 ? "star" : "stars"}`,
  rated: (n) => `Rated ${n} out of 5`,
  body: "Your review",
  count: (typed, max) => `${typed} of ${max} characters`,
  send: "Send your review",
  save: "Save your changes",
  thanks: "Thank you for your review",
  yours: "Your review",
  oneChange: "You may change it once. After that it stays as it is.",
  edit: "Edit your review",
  noMoreChange: "Your review can no longer be changed.",
  thisIsTheEdit:
    "This is your one edit: once you save it, your review can no longer be changed.",
  chooseStars: "Choose from 1 to 5 stars.",
  tooLong: `Your review can be at most ${reviewLimits.body} characters.`,
  unreadable: "Your review contains characters we cannot show.",
  notUnderstood: "The review was not understood.",
  refusals: {
    "not-completed":
      "This booking is not marked Completed, so it cannot be reviewed yet. The review link comes by e-mail once the job is done.",
    "too-late": `Reviews are written within ${days} days of the job's completion, and that time has passed for this booking.`,
    "already-reviewed":
      "This booking already has a review. Open the link again to see it, and to change it once if you have not yet.",
    "no-more-edits":
      "This review can no longer be changed: it was already changed once, or our staff hid it and e-mailed you why.",
    "other-account":
      "This booking belongs to another account. Sign in with the account that made it, or sign out and use the link from our e-mail.",
    "bad-link": `This review link is not valid: it was changed, or it has expired (reviews are written within ${days} days of the job). Use the link in our e-mail, or find the booking in your account.`,
  },
};

export const reviewFormCopy: Readonly<Record<Locale, ReviewFormCopy>> = {
  en,
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
