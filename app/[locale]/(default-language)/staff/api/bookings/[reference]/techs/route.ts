import { database } from "@/lib/server/db/client";
import { showFreeTechs } from "@/lib/server/desk/actions";
import { checkStaff } from "@/lib/server/desk/guard";
import { reply, unavailable } from "@/lib/server/http";

type Context = { params: Promise<{ reference: string }> };

/** GET: the Techs free at the booking's time, for staff only (docs/product.md §15.14). */
export async function GET(request: Request, { params }: Context) {
  const caller = await checkStaff(request);
  if (!caller.ok) return caller.response;
  const { reference } = await params;
  try {
    return reply(await showFreeTechs(await database(), reference, new Date()));
  } catch (error) {
    return unavailable(error);
  }
}
