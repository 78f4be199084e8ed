import { database } from "@/lib/server/db/client";
import { readJson, reply, unavailable } from "@/lib/server/http";
import { checkClient } from "@/lib/server/problems/guard";
import {
  clientProblemList,
  postFromClient,
} from "@/lib/server/problems/client";

/** GET: the signed-in Client's problems, newest first (docs/product.md §18.1). */
export async function GET(request: Request) {
  const caller = await checkClient(request);
  if (!caller.ok) return caller.response;
  try {
    return reply(await clientProblemList(await database(), caller.client));
  } catch (error) {
    return unavailable(error);
  }
}

/** POST: a Client posts a problem. */
export async function POST(request: Request) {
  const caller = await checkClient(request);
  if (!caller.ok) return caller.response;
  const body = await readJson(request);
  if (!body.ok) return body.response;
  try {
    return reply(
      await postFromClient(
        await database(),
        caller.client,
        body.value,
        new Date(),
      ),
    );
  } catch (error) {
    return unavailable(error);
  }
}
