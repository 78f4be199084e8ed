import "server-only";
import type { CollectionBeforeChangeHook } from "payload";
import { nextMarks, readMarks } from "@/lib/cms/translation-marks";

/**
 * Keeps a service's marks of the Spanish fields that wait for translation
 * (lib/cms/translation-marks.ts) on every save, whatever the save sent for
 * them: the marks are the CMS's, never typed. The seed marks nothing, and a
 * restore brings back the marks of the version it restores, as it brings
 * back both languages' words.
 */
export const markSpanishOutOfDate: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (req.context.restoring) return data;
  const marks = readMarks(originalDoc);
  const next =
    req.context.seeding || operation !== "update"
      ? marks
      : nextMarks({
          locale: String(req.locale),
          previous: originalDoc,
          next: data,
          marks,
          now: new Date(),
        });
  return {
    ...data,
    spanishOutOfDate: next.fields,
    spanishOutOfDateSince: next.since,
  };
};
