import { database } from "@/lib/server/db/client";
import { checkStaff } from "@/lib/server/desk/guard";
import { answer, readJson, reply, unavailable } from "@/lib/server/http";
import { accountByEmail } from "@/lib/server/memberships/accounts";
import { deskMemberships, recordFromDesk } from "@/lib/server/memberships/desk";

/** GET: the memberships, for staff only. POST: record one (docs/product.md §20.1). */
export async function GET(request: Request) {
  const caller = await checkStaff(request);
  if (!caller.ok) return caller.response;
  try {
    return answer(await deskMemberships(await database()));
  } catch (error) {
    return unavailable(error);
  }
}

export async function POST(request: Request) {
  const caller = await checkStaff(request);
  if (!caller.ok) return caller.response;
  const body = await readJson(request);
  if (!body.ok) return body.response;
  try {
    const outcome = await recordFromDesk(await database(), body.value, {
      by: `staff ${caller.staff.email}`,
      now: new Date(),
      findAccount: accountByEmail,
    });
    return reply(outcome);
  } catch (error) {
    return unavailable(error);
  }
}
