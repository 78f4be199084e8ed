import * as v from "valibot";
import { reviewHideReasons, reviewLimits } from "@/data/reviews";
import { translator } from "@/lib/i18n/catalogue";
import { readLocale } from "@/lib/locale";

/**
 * What the reviews' routes accept (docs/product.md §24). Text is stored as
 * typed and always shown as text, never as markup: pages render it as React
 * text and mails escape it (lib/reviews/mail.ts).
 */

type Message = (issue: v.BaseIssue<unknown>) => string;

type CustomerWords = ReturnType<typeof translator<"reviewChecks">>;

type WorkWords = ReturnType<typeof translator<"reviewWork">>;

/**
 * A check of the customer's review, in the language the parse was asked for
 * (`v.safeParse(schema, input, { lang: locale })`), English when none was.
 */
const customer =
  (write: (t: CustomerWords) => string): Message =>
  (issue) =>
    write(translator(readLocale(issue.lang), "reviewChecks"));

/** A check of the Tech's reply or the desk's moderation: English, as their pages are. */
const work =
  (write: (t: WorkWords) => string): Message =>
  () =>
    write(translator("en", "reviewWork"));

/** Control characters other than tab and line breaks: they cannot be shown. */
const controlChars = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

type TextCheck = "notText" | "tooLong" | "unshowable";

/**
 * A text field: missing counts as empty, anything but a string is refused,
 * and `said` writes each check's sentence, given the limit as bare digits
 * ("2000", as the sentence always wrote it).
 */
function text(max: number, said: (check: TextCheck, max: string) => Message) {
  return v.pipe(
    v.nullish(v.string(said("notText", String(max))), ""),
    v.transform((value) => value.replace(/\r\n?/g, "\n")),
    v.trim(),
    v.maxLength(max, said("tooLong", String(max))),
    v.check(
      (value) => !controlChars.test(value),
      said("unshowable", String(max)),
    ),
  );
}

/** The customer's version check; the desk's moderation says it in English. */
const version = v.pipe(
  v.number(customer((t) => t("version.notNumber"))),
  v.integer(customer((t) => t("version.notWhole"))),
  v.minValue(
    1,
    customer((t) => t("version.tooSmall")),
  ),
);

const id = v.pipe(
  v.number(work((t) => t("id.notNumber"))),
  v.integer(work((t) => t("id.notWhole"))),
  v.minValue(
    1,
    work((t) => t("id.none")),
  ),
);

const stars = customer((t) => t("stars"));

export const reviewInputSchema = v.object({
  token: v.string(customer((t) => t("linkMissing"))),
  rating: v.pipe(
    v.number(stars),
    v.integer(stars),
    v.minValue(reviewLimits.minRating, stars),
    v.maxValue(reviewLimits.maxRating, stars),
  ),
  /** The text may be left empty: the stars alone are a review. */
  body: text(reviewLimits.body, (check, max) =>
    customer((t) => t(`text.${check}`, { label: t("bodyLabel"), max })),
  ),
  /** The version of the review being changed; absent for a first review. */
  version: v.optional(version),
});

export type ReviewInput = v.InferOutput<typeof reviewInputSchema>;

export const moderationSchema = v.variant("action", [
  v.object({ id, version, action: v.literal("keep") }),
  v.object({
    id,
    version,
    action: v.literal("hide"),
    reason: v.picklist(
      reviewHideReasons,
      work((t) => t("reason")),
    ),
  }),
]);

export type ModerationInput = v.InferOutput<typeof moderationSchema>;

const replyText = (
  check: TextCheck | "required",
  max = String(reviewLimits.reply),
) => work((t) => t(`text.${check}`, { label: t("replyLabel"), max }));

export const replySchema = v.object({
  id,
  /** Required: an empty reply is refused once it is trimmed. */
  body: v.pipe(
    text(reviewLimits.reply, replyText),
    v.nonEmpty(replyText("required")),
  ),
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
