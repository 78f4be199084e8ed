import { isUid } from "@/lib/techs/desk";
import { database } from "@/lib/server/db/client";
import { checkStaff } from "@/lib/server/desk/guard";
import { readJson, reply, unavailable } from "@/lib/server/http";
import {
  deskProfile,
  profileActionFromDesk,
  unknownProfile,
} from "@/lib/server/techs/desk";

type Context = { params: Promise<{ uid: string }> };

/** GET: one profile with its photo and history, for staff (docs/product.md §17.3). */
export async function GET(request: Request, { params }: Context) {
  const caller = await checkStaff(request);
  if (!caller.ok) return caller.response;
  const { uid } = await params;
  if (!isUid(uid)) return reply(unknownProfile);
  try {
    return reply(await deskProfile(await database(), uid));
  } catch (error) {
    return unavailable(error);
  }
}

/** POST: publish, hide with a reason, or replace one field with a reason. */
export async function POST(request: Request, { params }: Context) {
  const caller = await checkStaff(request);
  if (!caller.ok) return caller.response;
  const { uid } = await params;
  if (!isUid(uid)) return reply(unknownProfile);
  const body = await readJson(request);
  if (!body.ok) return body.response;
  try {
    return reply(
      await profileActionFromDesk(await database(), uid, body.value, {
        by: `staff ${caller.staff.email}`,
        now: new Date(),
      }),
    );
  } catch (error) {
    return unavailable(error);
  }
}
