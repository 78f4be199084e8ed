import "server-only";
import type { Payload } from "payload";
import { pageKinds, pageTranslatedFields } from "@/lib/cms/page-kinds";
import {
  waitingForTranslation,
  waitingPages,
  type DeskTranslationsReply,
} from "@/lib/cms/translation-marks";
import type { Outcome } from "@/lib/server/http";

const marks = {
  spanishOutOfDate: true,
  spanishOutOfDateSince: true,
  _status: true,
} as const;

/**
 * What waits for translation, for the desk: every service's and every
 * page's latest version (a draft included, since that is where the team
 * works), read past the CMS's access rules because the desk's route has
 * already checked the staff claim; only the names and the marks leave here.
 */
export async function deskTranslations(
  payload: Payload,
): Promise<Outcome<DeskTranslationsReply>> {
  const latest = { locale: "en", draft: true, depth: 0, limit: 0 } as const;
  const [services, ...kinds] = await Promise.all([
    payload.find({
      ...latest,
      collection: "services",
      pagination: false,
      overrideAccess: true,
      select: { slug: true, title: true, ...marks },
    }),
    ...pageKinds.map((kind) =>
      payload.find({
        ...latest,
        collection: kind.slug,
        pagination: false,
        overrideAccess: true,
        select: { key: true, ...marks },
      }),
    ),
  ]);
  return {
    status: 200,
    body: {
      services: waitingForTranslation(services.docs),
      pages: waitingPages(
        pageKinds.map((kind, i) => ({
          collection: kind.slug,
          label: kind.label,
          translated: pageTranslatedFields(kind),
          docs: kinds[i]!.docs,
        })),
      ),
    },
  };
}
