import { isReference } from "@/lib/desk/requests";
import { bookingAction } from "@/lib/server/desk/actions";
import {
  answer,
  checkStaff,
  readJson,
  unavailable,
} from "@/lib/server/desk/guard";
import { bookingDetail } from "@/lib/server/desk/queries";
import { database } from "@/lib/server/db/client";

type Context = { params: Promise<{ reference: string }> };

const unknown = (reference: string) =>
  answer(
    {
      error: `No booking has the reference ${reference}.`,
      reason: "not-found",
    },
    404,
  );

/** One booking's detail, for staff only (docs/product.md §15). */
export async function GET(request: Request, { params }: Context) {
  const caller = await checkStaff(request);
  if (!caller.ok) return caller.response;
  const { reference } = await params;
  if (!isReference(reference)) return unknown("given");
  try {
    const detail = await bookingDetail(await database(), reference);
    return detail ? answer(detail) : unknown(reference);
  } catch (error) {
    return unavailable(error);
  }
}

/** A staff action on the booking: confirm, decline, complete, no_show or cancel. */
export async function POST(request: Request, { params }: Context) {
  const caller = await checkStaff(request);
  if (!caller.ok) return caller.response;
  const { reference } = await params;
  if (!isReference(reference)) return unknown("given");
  const body = await readJson(request);
  if (!body.ok) return body.response;
  try {
    const outcome = await bookingAction(
      await database(),
      reference,
      body.value,
      {
        by: `staff ${caller.staff.email}`,
      },
    );
    return answer(outcome.body, outcome.status);
  } catch (error) {
    return unavailable(error);
  }
}
