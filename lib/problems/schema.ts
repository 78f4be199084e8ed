import * as v from "valibot";
import {
  bidLimits,
  contactMethods,
  otherKind,
  problemLimits,
  visibilityChoices,
} from "@/data/problems";
import { requestLimits, timeWindows } from "@/data/request-rules";
import { sidebarEntries } from "@/data/navigation";
import { contactDetailIn } from "@/lib/contact-details-in-text";
import { isoDate } from "@/lib/requests/dates";

/** Control characters other than tab and line breaks: they cannot be shown. */
const controlChars = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function text(label: string, max: number, multiline = false) {
  return v.pipe(
    v.nullish(v.string(`${label} must be text.`), ""),
    v.transform((value) => value.replace(/\r\n?/g, "\n")),
    v.trim(),
    v.nonEmpty(`${label} is required.`),
    v.maxLength(max, `${label} can be at most ${max} characters.`),
    v.check(
      (value) =>
        !controlChars.test(value) && (multiline || !value.includes("\n")),
      multiline
        ? `${label} contains characters we cannot show.`
        : `${label} must be on one line.`,
    ),
  );
}

/** The kinds a problem can be filed under: a service group, or "Something else". */
export const problemKinds = [
  ...sidebarEntries.flatMap((entry) =>
    entry.kind === "category"
      ? [{ id: entry.category, label: entry.label }]
      : [],
  ),
  otherKind,
];

export function kindLabel(id: string): string {
  return problemKinds.find((k) => k.id === id)?.label ?? otherKind.label;
}

/**
 * A problem as a Client posts it (docs/product.md §18.1). The Techs chosen
 * are handles; the server keeps only those of published profiles.
 */
export const problemSchema = v.pipe(
  v.object({
    title: text("Title", problemLimits.title),
    description: text("Description", problemLimits.description, true),
    kind: v.picklist(
      problemKinds.map((k) => k.id),
      "Please choose what kind of problem it is.",
    ),
    device: text("Device", problemLimits.device),
    firstName: text("First name", requestLimits.name),
    lastName: text("Last name", requestLimits.name),
    phone: v.pipe(
      text("Phone", requestLimits.phone),
      v.regex(
        /^[0-9+(). -]*(?:(?:ext\.?|x) ?\d{1,6})?$/i,
        "Phone can hold digits, spaces, + ( ) - . and an extension only.",
      ),
      v.check(
        (value) => (value.match(/\d/g)?.length ?? 0) >= 7,
        "Phone needs at least 7 digits.",
      ),
    ),
    contactMethod: v.picklist(
      contactMethods.map((m) => m.id),
      "Please choose how we may help you.",
    ),
    visibility: v.picklist(
      visibilityChoices.map((c) => c.id),
      "Please choose who may see the problem.",
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
          "Choose technicians from the list.",
        ),
        [],
      ),
      v.transform((handles) => [...new Set(handles)]),
      v.maxLength(
        problemLimits.chosenTechs,
        `Choose at most ${problemLimits.chosenTechs} technicians.`,
      ),
    ),
  }),
  v.forward(
    v.check(
      (p) => p.visibility !== "chosen" || p.chosen.length > 0,
      "Choose at least one technician, or let every technician see it.",
    ),
    ["chosen"],
  ),
);

export type ProblemInput = v.InferOutput<typeof problemSchema>;

/**
 * A price as typed: whole US dollars, digits only, so "12.50", "1e3" and
 * "-1" are refused rather than read as a number.
 */
const price = v.pipe(
  v.union(
    [v.string(), v.number()],
    `Enter the price in whole dollars, ${bidLimits.minPrice} to ${bidLimits.maxPrice}.`,
  ),
  v.transform((value) => String(value).trim()),
  v.regex(
    /^\d{1,6}$/,
    `Enter the price in whole dollars, ${bidLimits.minPrice} to ${bidLimits.maxPrice}.`,
  ),
  v.transform(Number),
  v.minValue(
    bidLimits.minPrice,
    `The price must be at least $${bidLimits.minPrice}.`,
  ),
  v.maxValue(
    bidLimits.maxPrice,
    `The price can be at most $${bidLimits.maxPrice.toLocaleString("en-US")}.`,
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
      v.regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose the day you can start."),
      v.check(
        (value) =>
          value >= min &&
          value <= max &&
          isoDate(new Date(`${value}T00:00:00Z`)) === value,
        `Please choose a day from today to ${bidLimits.startWithinDays} days ahead.`,
      ),
    ),
    timeWindow: v.picklist(
      timeWindows.map((w) => w.id),
      "Please choose the time you can start.",
    ),
    message: v.pipe(
      text("Message", bidLimits.message, true),
      v.check(
        (value) => contactDetailIn(value) !== "email",
        "Remove the e-mail address: the Client's and your details are shared once a bid is accepted.",
      ),
      v.check(
        (value) => contactDetailIn(value) !== "phone",
        "Remove the phone number: the Client's and your details are shared once a bid is accepted.",
      ),
    ),
  });
}

export type BidInput = v.InferOutput<ReturnType<typeof bidSchema>>;
