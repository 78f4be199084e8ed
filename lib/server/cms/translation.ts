import "server-only";
import type { CollectionBeforeChangeHook, Field } from "payload";
import { nextMarks, readMarks } from "@/lib/cms/translation-marks";
import { translator } from "@/lib/i18n/catalogue";

const said = () => translator("en", "cmsChecks");

/**
 * Keeps a document's marks of the Spanish fields that wait for translation
 * (lib/cms/translation-marks.ts), among its collection's `translated`
 * fields, on every save, whatever the save sent for them: the marks are the
 * CMS's, never typed: a translator takes one off by changing its Spanish,
 * or by saying in a Spanish save that it is still right. The seed marks
 * nothing, and a restore brings back the marks of the version it restores,
 * as it brings back both languages' words.
 */
export const markSpanishOutOfDate =
  (translated: readonly string[]): CollectionBeforeChangeHook =>
  ({ data, originalDoc, operation, req }) => {
    if (req.context.restoring) return data;
    const marks = readMarks(translated, originalDoc);
    const next =
      req.context.seeding || operation !== "update"
        ? marks
        : nextMarks({
            translated,
            locale: String(req.locale),
            previous: originalDoc,
            next: data,
            marks,
            stillRight: Array.isArray(data.spanishStillRight)
              ? data.spanishStillRight
              : [],
            now: new Date(),
          });
    return {
      ...data,
      spanishOutOfDate: next.fields,
      spanishOutOfDateSince: next.since,
    };
  };

/**
 * The sidebar's two read-only fields of the marks, `translated` named by
 * `label`, and the translator's choice of the marked fields whose Spanish
 * is still right. Not localized: one list of which Spanish fields wait, kept
 * by markSpanishOutOfDate and shown in both languages' edit views. The
 * choice is read by that hook on the save that sends it and never stored.
 */
export function spanishOutOfDateFields(
  translated: readonly string[],
  label: (field: string) => string,
): Field[] {
  const options = translated.map((value) => ({ value, label: label(value) }));
  return [
    {
      name: "spanishOutOfDate",
      type: "select",
      hasMany: true,
      label: said()("outOfDate.label"),
      options,
      admin: {
        readOnly: true,
        position: "sidebar",
        description: said()("outOfDate.description"),
      },
    },
    {
      name: "spanishStillRight",
      type: "select",
      hasMany: true,
      virtual: true,
      label: said()("outOfDate.stillRight"),
      options,
      admin: {
        position: "sidebar",
        description: said()("outOfDate.stillRightDescription"),
      },
    },
    {
      name: "spanishOutOfDateSince",
      type: "date",
      label: said()("outOfDate.since"),
      admin: {
        readOnly: true,
        position: "sidebar",
        description: said()("outOfDate.sinceDescription"),
        date: { pickerAppearance: "dayAndTime" },
      },
    },
  ];
}
