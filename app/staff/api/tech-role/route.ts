import { sendNotificationsAfterResponse } from "@/lib/server/background";
import * as v from "valibot";
import { firstIssue } from "@/lib/desk/payloads";
import { techRoleSchema } from "@/lib/techs/desk";
import { checkStaff } from "@/lib/server/desk/guard";
import { answer, readJson, unavailable } from "@/lib/server/http";
import { database } from "@/lib/server/db/client";
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
  const parsed = v.safeParse(techRoleSchema, body.value);
  if (!parsed.success) {
    return answer({ error: firstIssue(parsed.issues), reason: "invalid" }, 400);
  }
  try {
    const outcome = await grantTechRole(await database(), {
      ...parsed.output,
      by: `staff ${caller.staff.email}`,
    });
    if (outcome.status === 200) sendNotificationsAfterResponse();
    return answer(outcome.body, outcome.status);
  } catch (error) {
    return unavailable(error);
  }
}
