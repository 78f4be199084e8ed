import * as v from "valibot";
import { translator } from "@/lib/i18n/catalogue";

// The problem pages and the desk are English only.
const t = translator("en", "problemChecks");

/** 16 characters of [a-z2-9]: what a problem's or bid's URL carries. */
export const publicIdPattern = /^[a-z2-9]{16}$/;

/** A public id as a URL may carry it, or undefined for anything else. */
export function publicIdOf(value: unknown): string | undefined {
  return typeof value === "string" && publicIdPattern.test(value)
    ? value
    : undefined;
}

const publicId = (message: string) =>
  v.pipe(v.string(message), v.regex(publicIdPattern, message));

const sayWhich = t("check.sayWhich");

/** What a Client asks of their own problem: accept one bid, or close it (docs/product.md §18.4, §18.6). */
export const clientActionSchema = v.variant(
  "action",
  [
    v.object(
      { action: v.literal("accept"), bid: publicId(sayWhich) },
      sayWhich,
    ),
    v.object({ action: v.literal("close") }, sayWhich),
  ],
  sayWhich,
);

const sayBid = t("check.sayBid");

/** Which of a Tech's own bid actions a request is; the bid itself is checked by `bidSchema` (§18.3). */
export const bidActionSchema = v.object(
  { action: v.picklist(["bid", "change", "withdraw"], sayBid) },
  sayBid,
);

const reasonLimit = 1000;
const sayRemove = t("check.sayRemove");
const sayReason = t("check.sayReason", { max: reasonLimit });

/**
 * The desk's actions on problems (§18.7): remove a problem or a bid that
 * breaks the terms, with the reason its author is sent.
 */
export const deskProblemActionSchema = v.variant(
  "action",
  [
    v.object(
      {
        action: v.literal("remove"),
        kind: v.picklist(["problem", "bid"], sayRemove),
        id: publicId(sayRemove),
        reason: v.pipe(
          v.nullish(v.string(sayReason), ""),
          v.trim(),
          v.nonEmpty(sayReason),
          v.maxLength(reasonLimit, sayReason),
        ),
      },
      sayRemove,
    ),
  ],
  sayRemove,
);

export type DeskProblemAction = v.InferOutput<typeof deskProblemActionSchema>;
