import { deskWords } from "@/lib/desk/words";
import { database } from "@/lib/server/db/client";
import { checkStaff } from "@/lib/server/desk/guard";
import { answer, readJson, reply, unavailable } from "@/lib/server/http";
import { endFromDesk } from "@/lib/server/memberships/desk";

type Context = { params: Promise<{ id: string }> };

/** POST: staff end a membership with a reason (docs/product.md §20.1). */
export async function POST(request: Request, { params }: Context) {
  const caller = await checkStaff(request);
  if (!caller.ok) return caller.response;
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) {
    return answer(
      { error: deskWords("memberships.notFound"), reason: "not-found" },
      404,
    );
  }
  const body = await readJson(request);
  if (!body.ok) return body.response;
  try {
    const outcome = await endFromDesk(
      await database(),
      Number(id),
      body.value,
      {
        by: `staff ${caller.staff.email}`,
        now: new Date(),
      },
    );
    return reply(outcome);
  } catch (error) {
    return unavailable(error);
  }
}
