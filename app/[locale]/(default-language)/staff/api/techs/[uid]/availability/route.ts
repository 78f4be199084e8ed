import { isUid } from "@/lib/techs/desk";
import { database } from "@/lib/server/db/client";
import { checkStaff } from "@/lib/server/desk/guard";
import { readJson, reply, unavailable } from "@/lib/server/http";
import {
  availabilityOf,
  availabilityFromForm,
} from "@/lib/server/scheduling/availability";
import { unknownProfile } from "@/lib/server/techs/desk";

type Context = { params: Promise<{ uid: string }> };

/** GET: a Tech's hours, time off, ZIP codes and services, for staff (docs/product.md §23.2). */
export async function GET(request: Request, { params }: Context) {
  const caller = await checkStaff(request);
  if (!caller.ok) return caller.response;
  const { uid } = await params;
  if (!isUid(uid)) return reply(unknownProfile);
  try {
    return reply(await availabilityOf(await database(), uid));
  } catch (error) {
    return unavailable(error);
  }
}

/** POST: staff save them for the Tech; the history names the staff member. */
export async function POST(request: Request, { params }: Context) {
  const caller = await checkStaff(request);
  if (!caller.ok) return caller.response;
  const { uid } = await params;
  if (!isUid(uid)) return reply(unknownProfile);
  const body = await readJson(request);
  if (!body.ok) return body.response;
  try {
    return reply(
      await availabilityFromForm(await database(), uid, body.value, {
        by: `staff ${caller.staff.email}`,
        now: new Date(),
      }),
    );
  } catch (error) {
    return unavailable(error);
  }
}
