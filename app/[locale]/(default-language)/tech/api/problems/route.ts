import { database } from "@/lib/server/db/client";
import { reply, unavailable } from "@/lib/server/http";
import { techProblemList } from "@/lib/server/problems/tech";
import { checkTech } from "@/lib/server/techs/guard";

/** GET: the open problems this Tech may see, newest first (docs/product.md §18.2). */
export async function GET(request: Request) {
  const caller = await checkTech(request);
  if (!caller.ok) return caller.response;
  try {
    return reply(await techProblemList(await database(), caller.tech));
  } catch (error) {
    return unavailable(error);
  }
}
