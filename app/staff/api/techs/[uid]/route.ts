import { sendNotificationsAfterResponse } from "@/lib/server/background";
import * as v from "valibot";
import { firstIssue } from "@/lib/desk/payloads";
import { isUid, profileActionSchema } from "@/lib/techs/desk";
import { checkStaff } from "@/lib/server/desk/guard";
import { answer, readJson, unavailable } from "@/lib/server/http";
import { database } from "@/lib/server/db/client";
import { refreshPublicPages } from "@/lib/server/techs/cache";
import {
  deskProfileDetail,
  staffProfileAction,
} from "@/lib/server/techs/store";

type Context = { params: Promise<{ uid: string }> };

const unknown = () =>
  answer(
    { error: "No technician has that profile.", reason: "not-found" },
    404,
  );

/** GET: one profile with its photo and history, for staff (docs/product.md §17.3). */
export async function GET(request: Request, { params }: Context) {
  const caller = await checkStaff(request);
  if (!caller.ok) return caller.response;
  const { uid } = await params;
  if (!isUid(uid)) return unknown();
  try {
    const detail = await deskProfileDetail(await database(), uid);
    return detail ? answer(detail) : unknown();
  } catch (error) {
    return unavailable(error);
  }
}

/** POST: publish, hide with a reason, or replace one field with a reason. */
export async function POST(request: Request, { params }: Context) {
  const caller = await checkStaff(request);
  if (!caller.ok) return caller.response;
  const { uid } = await params;
  if (!isUid(uid)) return unknown();
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const parsed = v.safeParse(profileActionSchema, body.value);
  if (!parsed.success) {
    return answer({ error: firstIssue(parsed.issues), reason: "invalid" }, 400);
  }
  try {
    const outcome = await staffProfileAction(
      await database(),
      uid,
      parsed.output,
      { by: `staff ${caller.staff.email}` },
    );
    if (!outcome.ok) {
      return answer(
        { error: outcome.error, reason: outcome.reason },
        outcome.status,
      );
    }
    refreshPublicPages(outcome.handle);
    sendNotificationsAfterResponse();
    return answer(outcome.detail);
  } catch (error) {
    return unavailable(error);
  }
}
