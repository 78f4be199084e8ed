import { database } from "@/lib/server/db/client";
import { messageAction, showMessage } from "@/lib/server/desk/actions";
import { checkStaff } from "@/lib/server/desk/guard";
import { readJson, reply, unavailable } from "@/lib/server/http";

type Context = { params: Promise<{ reference: string }> };

/** GET: one message with its history, for staff only (docs/product.md §15). */
export async function GET(request: Request, { params }: Context) {
  const caller = await checkStaff(request);
  if (!caller.ok) return caller.response;
  const { reference } = await params;
  try {
    return reply(await showMessage(await database(), reference));
  } catch (error) {
    return unavailable(error);
  }
}

/** POST: marks it answered, in its history as the signed-in staff member. */
export async function POST(request: Request, { params }: Context) {
  const caller = await checkStaff(request);
  if (!caller.ok) return caller.response;
  const { reference } = await params;
  const body = await readJson(request);
  if (!body.ok) return body.response;
  try {
    return reply(
      await messageAction(await database(), reference, body.value, {
        by: `staff ${caller.staff.email}`,
        now: new Date(),
      }),
    );
  } catch (error) {
    return unavailable(error);
  }
}
