import * as v from "valibot";
import {
  computerLimits,
  operatingSystems,
  type OperatingSystemId,
} from "@/data/remote-sessions";
import { translator } from "@/lib/i18n/catalogue";
import { readLocale } from "@/lib/locale";

// The server's checks of a computer as the customer types it. They read the
// catalogue of every language, so no island imports this module; the islands
// share ./rules.ts.

type Words = ReturnType<typeof translator<"remoteRefusals">>;

/**
 * A check's sentence in the language the parse was asked for
 * (`v.safeParse(computerSchema, input, { lang: locale })`), English when none was.
 */
function said(write: (t: Words, issue: v.BaseIssue<unknown>) => string) {
  return (issue: v.BaseIssue<unknown>) =>
    write(translator(readLocale(issue.lang), "remoteRefusals"), issue);
}

const osIds = operatingSystems.map((o) => o.id) as [
  OperatingSystemId,
  ...OperatingSystemId[],
];

const trimmed = (field: "name" | "note", max: number) =>
  v.pipe(
    // English says what valibot's own message said: what was received.
    v.string(
      said((t, issue) => t(`${field}.notText`, { received: issue.received })),
    ),
    v.trim(),
    v.maxLength(
      max,
      said((t) => t(`${field}.tooLong`, { max: String(max) })),
    ),
    v.check(
      (s) => !/[\u0000-\u001f\u007f]/.test(s),
      said((t) => t(`${field}.control`)),
    ),
  );

/** A registered computer as the customer types it. */
export const computerSchema = v.object({
  name: v.pipe(
    trimmed("name", computerLimits.name),
    v.minLength(
      1,
      said((t) => t("name.required")),
    ),
  ),
  os: v.picklist(
    osIds,
    said((t) => t("os")),
  ),
  note: trimmed("note", computerLimits.note),
});

export type ComputerInput = v.InferOutput<typeof computerSchema>;
