import { database } from "@/lib/server/db/client";
import { readJson, reply, unavailable } from "@/lib/server/http";
import {
  availabilityOf,
  availabilityFromForm,
} from "@/lib/server/scheduling/availability";
import { checkTech } from "@/lib/server/techs/guard";

/** GET: the signed-in Tech's hours, time off, ZIP codes and services (docs/product.md §23.2). */
export async function GET(request: Request) {
  const caller = await checkTech(request);
  if (!caller.ok) return caller.response;
  try {
    return reply(await availabilityOf(await database(), caller.tech.uid));
  } catch (error) {
    return unavailable(error);
  }
}

/** POST: the Tech saves them. */
export async function POST(request: Request) {
  const caller = await checkTech(request);
  if (!caller.ok) return caller.response;
  const body = await readJson(request);
  if (!body.ok) return body.response;
  try {
    return reply(
      await availabilityFromForm(
        await database(),
        caller.tech.uid,
        body.value,
        {
          by: `tech ${caller.tech.email ?? caller.tech.uid}`,
          byTech: true,
          now: new Date(),
        },
      ),
    );
  } catch (error) {
    return unavailable(error);
  }
}
