import { database } from "@/lib/server/db/client";
import { reply, unavailable } from "@/lib/server/http";
import { techChoices } from "@/lib/server/problems/client";
import { checkClient } from "@/lib/server/problems/guard";

/**
 * GET: the published Techs a Client may choose from, with what their public
 * page shows already (docs/product.md §18.1).
 */
export async function GET(request: Request) {
  const caller = await checkClient(request);
  if (!caller.ok) return caller.response;
  try {
    return reply(await techChoices(await database()));
  } catch (error) {
    return unavailable(error);
  }
}
