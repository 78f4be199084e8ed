import "server-only";
import type { Payload } from "payload";
import {
  waitingForTranslation,
  type DeskTranslationsReply,
} from "@/lib/cms/translation-marks";
import type { Outcome } from "@/lib/server/http";

/**
 * What waits for translation, for the desk: every service's latest version
 * (a draft included, since that is where the team works), read past the
 * CMS's access rules because the desk's route has already checked the
 * staff claim; only the title and the marks leave here.
 */
export async function deskTranslations(
  payload: Payload,
): Promise<Outcome<DeskTranslationsReply>> {
  const { docs } = await payload.find({
    collection: "services",
    locale: "en",
    draft: true,
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    select: {
      slug: true,
      title: true,
      spanishOutOfDate: true,
      spanishOutOfDateSince: true,
      _status: true,
    },
  });
  return { status: 200, body: { services: waitingForTranslation(docs) } };
}
