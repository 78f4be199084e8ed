import { answer, readJson, unavailable } from "@/lib/server/http";
import { database } from "@/lib/server/db/client";
import { checkTech } from "@/lib/server/techs/guard";
import {
  ownProfileOf,
  profileRow,
  saveProfile,
} from "@/lib/server/techs/store";

/** GET: the signed-in Tech's own profile, or null before the first save (docs/product.md §17.2). */
export async function GET(request: Request) {
  const caller = await checkTech(request);
  if (!caller.ok) return caller.response;
  try {
    const row = await profileRow(await database(), caller.tech.uid);
    return answer({
      email: caller.tech.email,
      profile: row ? ownProfileOf(row) : null,
    });
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
  const value = body.value as { submit?: unknown } | null;
  try {
    const outcome = await saveProfile(await database(), {
      uid: caller.tech.uid,
      email: caller.tech.email,
      input: value,
      submit: value?.submit === true,
    });
    return outcome.ok
      ? answer({ profile: outcome.profile })
      : answer(
          {
            error: "Some fields need another look; nothing was saved.",
            errors: outcome.errors,
          },
          400,
        );
  } catch (error) {
    return unavailable(error);
  }
}
