import "server-only";
import { sendNotificationsNow } from "@/lib/server/background";
import { isReference } from "@/lib/desk/payloads";
import { database, type Database } from "@/lib/server/db/client";
import { notFound, type ActionOutcome } from "./actions";
import { answer, readJson, unavailable } from "@/lib/server/http";
import { checkStaff } from "./guard";

type Context = { params: Promise<{ reference: string }> };

/**
 * The two route handlers of one kind of kept record on the staff desk, a
 * booking or a message (docs/product.md §15): GET answers the record's detail,
 * POST applies a staff action to it, written to its history as the signed-in
 * staff member. Staff only; a malformed reference is a 404 like an unknown one,
 * and a database that cannot be reached is a 503.
 */
export function recordRoutes<Detail>({
  noun,
  detail,
  act,
}: {
  /** What the record is called in an answer: "booking", "message". */
  noun: string;
  detail: (db: Database, reference: string) => Promise<Detail | undefined>;
  act: (
    db: Database,
    reference: string,
    body: unknown,
    options: { by: string },
  ) => Promise<ActionOutcome<Detail>>;
}) {
  const unknown = (reference: string) => {
    const { body, status } = notFound(noun, reference);
    return answer(body, status);
  };

  async function GET(request: Request, { params }: Context) {
    const caller = await checkStaff(request);
    if (!caller.ok) return caller.response;
    const { reference } = await params;
    if (!isReference(reference)) return unknown("given");
    try {
      const found = await detail(await database(), reference);
      return found ? answer(found) : unknown(reference);
    } catch (error) {
      return unavailable(error);
    }
  }

  async function POST(request: Request, { params }: Context) {
    const caller = await checkStaff(request);
    if (!caller.ok) return caller.response;
    const { reference } = await params;
    if (!isReference(reference)) return unknown("given");
    const body = await readJson(request);
    if (!body.ok) return body.response;
    try {
      const outcome = await act(await database(), reference, body.value, {
        by: `staff ${caller.staff.email}`,
      });
      // The customer's mail about it goes now, not on the outbox's next round.
      if (outcome.status === 200) sendNotificationsNow();
      return answer(outcome.body, outcome.status);
    } catch (error) {
      return unavailable(error);
    }
  }

  return { GET, POST };
}
