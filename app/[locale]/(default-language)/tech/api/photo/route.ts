import { photoRules } from "@/lib/techs/photo";
import { database } from "@/lib/server/db/client";
import { reply, unavailable } from "@/lib/server/http";
import { readCapped } from "@/lib/server/request-body";
import { photoFromEditor } from "@/lib/server/techs/editor";
import { checkTech } from "@/lib/server/techs/guard";

/**
 * POST: the Tech's new photo, as the raw file, read up to its limit
 * (docs/product.md §17.2). DELETE: the photo is removed.
 */
export async function POST(request: Request) {
  const caller = await checkTech(request);
  if (!caller.ok) return caller.response;
  const upload = await readCapped(request, photoRules.maxBytes);
  try {
    return reply(
      await photoFromEditor(await database(), caller.tech, upload, new Date()),
    );
  } catch (error) {
    return unavailable(error);
  }
}

export async function DELETE(request: Request) {
  const caller = await checkTech(request);
  if (!caller.ok) return caller.response;
  try {
    return reply(
      await photoFromEditor(await database(), caller.tech, null, new Date()),
    );
  } catch (error) {
    return unavailable(error);
  }
}
