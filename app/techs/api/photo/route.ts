import { photoRules } from "@/lib/techs/photo";
import { answer, unavailable } from "@/lib/server/http";
import { database } from "@/lib/server/db/client";
import { readCapped } from "@/lib/server/request-body";
import { checkTech } from "@/lib/server/techs/guard";
import { processPhoto } from "@/lib/server/techs/photo";
import { savePhoto } from "@/lib/server/techs/store";

const tooLarge = () =>
  answer(
    {
      error: `The photo is larger than ${photoRules.maxBytes / 1024 / 1024} MB, the limit.`,
    },
    413,
  );

/**
 * POST: the Tech's new photo, as the raw file (docs/product.md §17.2): its
 * content is checked and re-encoded before anything is kept. DELETE: the
 * photo is removed. Either goes up for review on a published profile.
 */
export async function POST(request: Request) {
  const caller = await checkTech(request);
  if (!caller.ok) return caller.response;
  const bytes = await readCapped(request, photoRules.maxBytes);
  if (bytes === "too-large") return tooLarge();
  if (bytes === "cut") {
    return answer({ error: "The upload was cut off; try again." }, 400);
  }
  const processed = await processPhoto(bytes);
  if (!processed.ok) return answer({ error: processed.error }, 422);
  return keep(caller.tech, processed.photo);
}

export async function DELETE(request: Request) {
  const caller = await checkTech(request);
  if (!caller.ok) return caller.response;
  return keep(caller.tech, null);
}

async function keep(
  tech: { uid: string; email: string | null },
  photo: Buffer | null,
) {
  try {
    const profile = await savePhoto(await database(), {
      uid: tech.uid,
      email: tech.email,
      photo,
    });
    return profile
      ? answer({ profile })
      : answer(
          { error: "Save your profile's text first, then add a photo." },
          409,
        );
  } catch (error) {
    return unavailable(error);
  }
}
