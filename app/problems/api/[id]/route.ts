import { sendNotificationsAfterResponse } from "@/lib/server/background";
import { answer, readJson, unavailable } from "@/lib/server/http";
import { database } from "@/lib/server/db/client";
import { checkClient, notFound } from "@/lib/server/problems/guard";
import {
  acceptBid,
  closeProblem,
  problemForClient,
  publicIdOf,
} from "@/lib/server/problems/store";

type Context = { params: Promise<{ id: string }> };

/** GET: the Client's own problem with its bids and history; anyone else's is 404. */
export async function GET(request: Request, { params }: Context) {
  const caller = await checkClient(request);
  if (!caller.ok) return caller.response;
  const id = publicIdOf((await params).id);
  if (!id) return notFound();
  try {
    const view = await problemForClient(await database(), caller.client, id);
    return view ? answer(view) : notFound();
  } catch (error) {
    return unavailable(error);
  }
}

/** POST { action: "accept", bid } or { action: "close" } (docs/product.md §18.4, §18.6). */
export async function POST(request: Request, { params }: Context) {
  const caller = await checkClient(request);
  if (!caller.ok) return caller.response;
  const id = publicIdOf((await params).id);
  if (!id) return notFound();
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const { action, bid } = (body.value ?? {}) as {
    action?: unknown;
    bid?: unknown;
  };
  try {
    const db = await database();
    if (action === "close") {
      const outcome = await closeProblem(db, caller.client, id, new Date());
      if (outcome.ok) return answer({ status: outcome.status });
      return outcome.reason === "not-found"
        ? notFound()
        : answer(
            {
              error: "Only an open problem can be closed; nothing was changed.",
            },
            409,
          );
    }
    const bidId = publicIdOf(bid);
    if (action !== "accept" || !bidId) {
      return answer(
        { error: "Say which bid to accept, or close the problem." },
        400,
      );
    }
    const outcome = await acceptBid(db, caller.client, id, bidId, new Date());
    if (outcome.ok) {
      sendNotificationsAfterResponse();
      return answer({ reference: outcome.reference });
    }
    return outcome.reason === "not-found"
      ? notFound("bid")
      : answer(
          {
            error:
              outcome.reason === "closed"
                ? "This problem is no longer open, so no bid can be accepted; nothing was changed."
                : "That bid is no longer pending (it was withdrawn or declined); nothing was changed.",
          },
          409,
        );
  } catch (error) {
    return unavailable(error);
  }
}
