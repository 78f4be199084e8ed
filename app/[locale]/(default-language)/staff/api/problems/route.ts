import { database } from "@/lib/server/db/client";
import { checkStaff } from "@/lib/server/desk/guard";
import { readJson, reply, unavailable } from "@/lib/server/http";
import { deskProblemAction, deskProblemList } from "@/lib/server/problems/desk";

/** GET: the latest problems with every bid, prices included (docs/product.md §18.7). */
export async function GET(request: Request) {
  const caller = await checkStaff(request);
  if (!caller.ok) return caller.response;
  try {
    return reply(await deskProblemList(await database()));
  } catch (error) {
    return unavailable(error);
  }
}

/** POST: remove a problem or a bid that breaks the terms. */
export async function POST(request: Request) {
  const caller = await checkStaff(request);
  if (!caller.ok) return caller.response;
  const body = await readJson(request);
  if (!body.ok) return body.response;
  try {
    return reply(
      await deskProblemAction(
        await database(),
        { by: `staff ${caller.staff.email}` },
        body.value,
        new Date(),
      ),
    );
  } catch (error) {
    return unavailable(error);
  }
}
