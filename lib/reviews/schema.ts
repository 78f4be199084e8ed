import * as v from "valibot";
import { reviewHideReasons, reviewLimits } from "@/data/reviews";

/**
 * What the reviews' routes accept (docs/product.md §24). Text is stored as
 * typed and always shown as text, never as markup: pages render it as React
 * text and mails escape it (lib/reviews/mail.ts).
 */

/** Control characters other than tab and line breaks: they cannot be shown. */
const controlChars = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function text(label: string, max: number, required: boolean) {
  return v.pipe(
    v.nullish(v.string(`${label} must be text.`), ""),
    v.transform((value) => value.replace(/\r\n?/g, "\n")),
    v.trim(),
    v.check((value) => !required || value !== "", `${label} is required.`),
    v.maxLength(max, `${label} can be at most ${max} characters.`),
    v.check(
      (value) => !controlChars.test(value),
      `${label} contains characters we cannot show.`,
    ),
  );
}

const version = v.pipe(
  v.number("The version must be a number."),
  v.integer("The version must be a whole number."),
  v.minValue(1, "The version must be 1 or more."),
);

const id = v.pipe(
  v.number("The review's number must be a number."),
  v.integer("The review's number must be a whole number."),
  v.minValue(1, "No review has that number."),
);

export const reviewInputSchema = v.object({
  token: v.string("The review link is missing."),
  rating: v.pipe(
    v.number("Choose from 1 to 5 stars."),
    v.integer("Choose from 1 to 5 stars."),
    v.minValue(reviewLimits.minRating, "Choose from 1 to 5 stars."),
    v.maxValue(reviewLimits.maxRating, "Choose from 1 to 5 stars."),
  ),
  /** The text may be left empty: the stars alone are a review. */
  body: text("Your review", reviewLimits.body, false),
  /** The version of the review being changed; absent for a first review. */
  version: v.optional(version),
});

export type ReviewInput = v.InferOutput<typeof reviewInputSchema>;

const reasonIds = reviewHideReasons.map((reason) => reason.id);

export const moderationSchema = v.variant("action", [
  v.object({ id, version, action: v.literal("keep") }),
  v.object({
    id,
    version,
    action: v.literal("hide"),
    reason: v.picklist(
      reasonIds,
      "Choose the reason for hiding it from the list.",
    ),
  }),
]);

export type ModerationInput = v.InferOutput<typeof moderationSchema>;

export const replySchema = v.object({
  id,
  body: text("Your reply", reviewLimits.reply, true),
});

/** The field each issue is about, with its sentence: the form shows it by the field. */
export function fieldIssues(
  issues: readonly v.BaseIssue<unknown>[],
): Partial<Record<"rating" | "body", string>> {
  const fields: Partial<Record<"rating" | "body", string>> = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    if ((key === "rating" || key === "body") && !fields[key]) {
      fields[key] = issue.message;
    }
  }
  return fields;
}
