import type { ReviewFormCopy } from "@/data/copy/review-form";
import { reviewLimits } from "@/data/reviews";

const days = reviewLimits.writeWithinDays;

/**
 * The review page and form in English, apart from data/copy/review-form.ts,
 * whose table imports the Spanish too.
 */
export const reviewFormEn: ReviewFormCopy = {
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
