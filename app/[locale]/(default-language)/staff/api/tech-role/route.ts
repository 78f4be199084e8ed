import { database } from "@/lib/server/db/client";
import { checkStaff } from "@/lib/server/desk/guard";
import { readJson, reply, unavailable } from "@/lib/server/http";
import { grantTechRole } from "@/lib/server/techs/role";

/**
 * POST { email, grant, reason }: staff make an account a Tech or end it
 * (docs/product.md §17.1), recorded in the Tech's history with the reason.
 */
export async function POST(request: Request) {
  const caller = await checkStaff(request);
  if (!caller.ok) return caller.response;
  const body = await readJson(request);
  if (!body.ok) return body.response;
  try {
    return reply(
      await grantTechRole(await database(), body.value, {
        by: `staff ${caller.staff.email}`,
        now: new Date(),
      }),
    );
  } catch (error) {
    return unavailable(error);
  }
}
