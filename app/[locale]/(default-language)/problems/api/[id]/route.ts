import { database } from "@/lib/server/db/client";
import { readJson, reply, unavailable } from "@/lib/server/http";
import { checkClient } from "@/lib/server/problems/guard";
import {
  clientProblem,
  clientProblemAction,
} from "@/lib/server/problems/client";

type Context = { params: Promise<{ id: string }> };

/** GET: the Client's own problem with its bids and history; anyone else's is 404. */
export async function GET(request: Request, { params }: Context) {
  const caller = await checkClient(request);
  if (!caller.ok) return caller.response;
  try {
    const { id } = await params;
    return reply(await clientProblem(await database(), caller.client, id));
  } catch (error) {
    return unavailable(error);
  }
}

/** POST { action: "accept", bid } or { action: "close" } (docs/product.md §18.4, §18.6). */
export async function POST(request: Request, { params }: Context) {
  const caller = await checkClient(request);
  if (!caller.ok) return caller.response;
  const body = await readJson(request);
  if (!body.ok) return body.response;
  try {
    const { id } = await params;
    return reply(
      await clientProblemAction(
        await database(),
        caller.client,
        id,
        body.value,
        new Date(),
      ),
    );
  } catch (error) {
    return unavailable(error);
  }
}
