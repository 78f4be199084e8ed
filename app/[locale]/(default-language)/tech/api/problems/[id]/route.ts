import { database } from "@/lib/server/db/client";
import { readJson, reply, unavailable } from "@/lib/server/http";
import { techBidAction, techProblem } from "@/lib/server/problems/tech";
import { checkTech } from "@/lib/server/techs/guard";

type Context = { params: Promise<{ id: string }> };

/**
 * GET: a problem as this Tech may see it. One they may not see answers
 * exactly as one that does not exist (docs/product.md §18.2).
 */
export async function GET(request: Request, { params }: Context) {
  const caller = await checkTech(request);
  if (!caller.ok) return caller.response;
  try {
    const { id } = await params;
    return reply(await techProblem(await database(), caller.tech, id));
  } catch (error) {
    return unavailable(error);
  }
}

/** POST: the Tech's own bid: send, change or withdraw it (docs/product.md §18.3). */
export async function POST(request: Request, { params }: Context) {
  const caller = await checkTech(request);
  if (!caller.ok) return caller.response;
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const tech = {
    ...caller.tech,
    by: `tech ${caller.tech.email ?? caller.tech.uid}`,
  };
  try {
    const { id } = await params;
    return reply(
      await techBidAction(await database(), tech, id, body.value, new Date()),
    );
  } catch (error) {
    return unavailable(error);
  }
}
