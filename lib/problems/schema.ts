import * as v from "valibot";
import {
  bidLimits,
  contactMethods,
  problemLimits,
  visibilityChoices,
} from "@/data/problems";
import { requestLimits, timeWindows } from "@/data/request-rules";
import { contactDetailIn } from "@/lib/contact-details-in-text";
import { translator } from "@/lib/i18n/catalogue";
import { isCalendarDate, isoDate } from "@/lib/requests/dates";
import { problemKinds } from "./kinds";

// The problem pages are English only. These checks read the catalogue of
// every language, so they are the server's: islands take the kinds from
// ./kinds.ts.
const t = translator("en", "problemChecks");

/** Control characters other than tab and line breaks: they cannot be shown. */
const controlChars = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

type Label =
  | "title"
  | "description"
  | "device"
  | "firstName"
  | "lastName"
  | "phone"
  | "message";

function text(field: Label, max: number, multiline = false) {
  const label = t(`check.${field}`);
  return v.pipe(
    v.nullish(v.string(t("check.notText", { label })), ""),
    v.transform((value) => value.replace(/\r\n?/g, "\n")),
    v.trim(),
    v.nonEmpty(t("check.required", { label })),
    v.maxLength(max, t("check.tooLong", { label, max: String(max) })),
    v.check(
      (value) =>
        !controlChars.test(value) && (multiline || !value.includes("\n")),
      multiline
        ? t("check.unshowable", { label })
        : t("check.oneLine", { label }),
    ),
  );
}

/**
 * A problem as a Client posts it (docs/product.md §18.1). The Techs chosen
 * are handles; the server keeps only those of published profiles.
 */
export const problemSchema = v.pipe(
  v.object({
    title: text("title", problemLimits.title),
    description: text("description", problemLimits.description, true),
    kind: v.picklist(
      problemKinds.map((k) => k.id),
      t("check.kind"),
    ),
    device: text("device", problemLimits.device),
    firstName: text("firstName", requestLimits.name),
    lastName: text("lastName", requestLimits.name),
    phone: v.pipe(
      text("phone", requestLimits.phone),
      v.regex(
        /^[0-9+(). -]*(?:(?:ext\.?|x) ?\d{1,6})?$/i,
        t("check.phoneChars"),
      ),
      v.check(
        (value) => (value.match(/\d/g)?.length ?? 0) >= 7,
        t("check.phoneDigits"),
      ),
    ),
    contactMethod: v.picklist(
      contactMethods.map((m) => m.id),
      t("check.contactMethod"),
    ),
    visibility: v.picklist(
      visibilityChoices.map((c) => c.id),
      t("check.visibility"),
    ),
    chosen: v.pipe(
      v.nullish(
        v.array(
          v.pipe(
            v.string(),
            v.trim(),
            v.maxLength(40),
            v.regex(/^[a-z0-9-]+$/),
          ),
          t("check.chosenList"),
        ),
        [],
      ),
      v.transform((handles) => [...new Set(handles)]),
      v.maxLength(
        problemLimits.chosenTechs,
        t("check.chosenMany", {
          max: String(problemLimits.chosenTechs),
        }),
      ),
    ),
  }),
  v.forward(
    v.check(
      (p) => p.visibility !== "chosen" || p.chosen.length > 0,
      t("check.chosenNone"),
    ),
    ["chosen"],
  ),
);

export type ProblemInput = v.InferOutput<typeof problemSchema>;

/**
 * A price as typed: whole US dollars, digits only, so "12.50", "1e3" and
 * "-1" are refused rather than read as a number.
 */
const priceWords = t("check.price", {
  min: String(bidLimits.minPrice),
  max: String(bidLimits.maxPrice),
});

const price = v.pipe(
  v.union([v.string(), v.number()], priceWords),
  v.transform((value) => String(value).trim()),
  v.regex(/^\d{1,6}$/, priceWords),
  v.transform(Number),
  v.minValue(
    bidLimits.minPrice,
    t("check.priceMin", { min: String(bidLimits.minPrice) }),
  ),
  v.maxValue(
    bidLimits.maxPrice,
    t("check.priceMax", { max: bidLimits.maxPrice }),
  ),
);

/** A bid as a Tech sends or changes it (docs/product.md §18.3), checked against `now`. */
export function bidSchema(now: Date) {
  const min = isoDate(new Date(now.getTime() - 86_400_000));
  const max = isoDate(
    new Date(now.getTime() + (bidLimits.startWithinDays + 1) * 86_400_000),
  );
  return v.object({
    price,
    startDate: v.pipe(
      v.nullish(v.string(), ""),
      v.regex(/^\d{4}-\d{2}-\d{2}$/, t("check.startDate")),
      v.check(
        (value) => value >= min && value <= max && isCalendarDate(value),
        t("check.startRange", {
          days: String(bidLimits.startWithinDays),
        }),
      ),
    ),
    timeWindow: v.picklist(
      timeWindows.map((w) => w.id),
      t("check.timeWindow"),
    ),
    message: v.pipe(
      text("message", bidLimits.message, true),
      v.check(
        (value) => contactDetailIn(value) !== "email",
        t("check.bidEmail"),
      ),
      v.check(
        (value) => contactDetailIn(value) !== "phone",
        t("check.bidPhone"),
      ),
    ),
  });
}

export type BidInput = v.InferOutput<ReturnType<typeof bidSchema>>;
