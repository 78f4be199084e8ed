import { database } from "@/lib/server/db/client";
import { readJson, reply, unavailable } from "@/lib/server/http";
import { ownProfile, saveFromEditor } from "@/lib/server/techs/editor";
import { checkTech } from "@/lib/server/techs/guard";

/** GET: the signed-in Tech's own profile, or null before the first save (docs/product.md §17.2). */
export async function GET(request: Request) {
  const caller = await checkTech(request);
  if (!caller.ok) return caller.response;
  try {
    return reply(await ownProfile(await database(), caller.tech));
  } catch (error) {
    return unavailable(error);
  }
}

/** POST: the Tech saves their profile, or saves it and sends it for review (`submit: true`). */
export async function POST(request: Request) {
  const caller = await checkTech(request);
  if (!caller.ok) return caller.response;
  const body = await readJson(request);
  if (!body.ok) return body.response;
  try {
    return reply(
      await saveFromEditor(
        await database(),
        caller.tech,
        body.value,
        new Date(),
      ),
    );
  } catch (error) {
    return unavailable(error);
  }
}
