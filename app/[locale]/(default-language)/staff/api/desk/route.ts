import { checkStaff } from "@/lib/server/desk/guard";
import { answer, unavailable } from "@/lib/server/http";
import { deskLists } from "@/lib/server/desk/queries";
import { database } from "@/lib/server/db/client";

/** The desk's lists, for staff only (docs/product.md §15). */
export async function GET(request: Request) {
  const caller = await checkStaff(request);
  if (!caller.ok) return caller.response;
  try {
    return answer(await deskLists(await database(), new Date()));
  } catch (error) {
    return unavailable(error);
  }
}
