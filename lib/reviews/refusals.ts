import { reviewLimits } from "@/data/reviews";
import type { ReviewRefusal, ReviewRefusalCode } from "./replies";

/** Each refusal as one sentence the page and the form show (docs/product.md §24.1). */
const sentences: Record<ReviewRefusalCode, string> = {
  "not-completed":
    "This booking is not marked Completed, so it cannot be reviewed yet. The review link comes by e-mail once the job is done.",
  "too-late": `Reviews are written within ${reviewLimits.writeWithinDays} days of the job's completion, and that time has passed for this booking.`,
  "already-reviewed":
    "This booking already has a review. Open the link again to see it, and to change it once if you have not yet.",
  "no-more-edits":
    "This review can no longer be changed: it was already changed once, or our staff hid it and e-mailed you why.",
  "other-account":
    "This booking belongs to another account. Sign in with the account that made it, or sign out and use the link from our e-mail.",
  "bad-link": `This review link is not valid: it was changed, or it has expired (reviews are written within ${reviewLimits.writeWithinDays} days of the job). Use the link in our e-mail, or find the booking in your account.`,
};

/** A refusal as the page and the routes give it: the sentence, and why (docs/architecture.md, "Routes"). */
export function reviewRefusal(code: ReviewRefusalCode): ReviewRefusal {
  return { error: sentences[code], reason: code };
}
