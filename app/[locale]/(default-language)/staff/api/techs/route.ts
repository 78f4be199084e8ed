import { checkStaff } from "@/lib/server/desk/guard";
import { answer, unavailable } from "@/lib/server/http";
import { database } from "@/lib/server/db/client";
import { deskProfiles } from "@/lib/server/techs/desk";

/** The desk's list of Tech profiles, awaiting review first (docs/product.md §17.3). */
export async function GET(request: Request) {
  const caller = await checkStaff(request);
  if (!caller.ok) return caller.response;
  try {
    return answer({ profiles: await deskProfiles(await database()) });
  } catch (error) {
    return unavailable(error);
  }
}
