import { isReference } from "@/lib/desk/payloads";
import { clientAddress } from "@/lib/client-key";
import { deskWords } from "@/lib/desk/words";
import { database } from "@/lib/server/db/client";
import { checkStaff } from "@/lib/server/desk/guard";
import { answer, readJson, reply, unavailable } from "@/lib/server/http";
import { deskRemote, deskRemoteAction } from "@/lib/server/remote/desk";

type Context = { params: Promise<{ reference: string }> };

/** A malformed reference, said as the desk's other routes say one. */
const unknown = () =>
  answer(
    {
      error: deskWords("refusals.notFound", {
        noun: "booking",
        reference: "given",
      }),
      reason: "not-found",
    },
    404,
  );

/** GET: a booking's remote sessions and the customer's computers (docs/product.md §19). */
export async function GET(request: Request, { params }: Context) {
  const caller = await checkStaff(request);
  if (!caller.ok) return caller.response;
  const { reference } = await params;
  if (!isReference(reference)) return unknown();
  try {
    const outcome = await deskRemote(
      await database(),
      reference,
      {
        ...caller.staff,
        by: `staff ${caller.staff.email}`,
      },
      new Date(),
    );
    return reply(outcome);
  } catch (error) {
    return unavailable(error);
  }
}

/** POST: ask for a session, start it with the customer's code, or end it. */
export async function POST(request: Request, { params }: Context) {
  const caller = await checkStaff(request);
  if (!caller.ok) return caller.response;
  const { reference } = await params;
  if (!isReference(reference)) return unknown();
  const body = await readJson(request);
  if (!body.ok) return body.response;
  try {
    const outcome = await deskRemoteAction(
      await database(),
      reference,
      body.value,
      {
        caller: { ...caller.staff, by: `staff ${caller.staff.email}` },
        client: clientAddress(request.headers.get("x-forwarded-for")),
        now: new Date(),
      },
    );
    return reply(outcome);
  } catch (error) {
    return unavailable(error);
  }
}
