import { sendNotificationsAfterResponse } from "@/lib/server/background";
import * as v from "valibot";
import { bidSchema } from "@/lib/problems/schema";
import { fieldErrors } from "@/lib/requests/schema";
import { answer, readJson, unavailable } from "@/lib/server/http";
import { database } from "@/lib/server/db/client";
import { notFound } from "@/lib/server/problems/guard";
import {
  changeOwnBid,
  placeBid,
  problemForTech,
  publicIdOf,
  type BidOutcome,
} from "@/lib/server/problems/store";
import { checkTech } from "@/lib/server/techs/guard";

type Context = { params: Promise<{ id: string }> };

/**
 * GET: a problem as this Tech may see it. One they may not see answers
 * exactly as one that does not exist (docs/product.md §18.2).
 */
export async function GET(request: Request, { params }: Context) {
  const caller = await checkTech(request);
  if (!caller.ok) return caller.response;
  const id = publicIdOf((await params).id);
  if (!id) return notFound();
  try {
    const view = await problemForTech(await database(), caller.tech, id);
    return view ? answer(view) : notFound();
  } catch (error) {
    return unavailable(error);
  }
}

const refusals: Record<
  Exclude<BidOutcome, { ok: true }>["reason"],
  [number, string]
> = {
  "not-found": [404, "There is no such problem, or it is not yours to see."],
  closed: [
    409,
    "This problem is no longer open, so it takes no bids; nothing was sent.",
  ],
  own: [
    409,
    "This is your own problem: technicians never bid on their own problems.",
  ],
  full: [
    409,
    "This problem already has 5 bids waiting for the Client; it takes no more until one is withdrawn.",
  ],
  already: [
    409,
    "You have already bid on this problem: change or withdraw that bid instead.",
  ],
  "not-allowed": [
    409,
    "That bid is no longer pending, so it cannot be changed; nothing was changed.",
  ],
  stale: [409, "That bid changed while you had it open; nothing was changed."],
};

/**
 * POST { action: "bid" | "change", price, startDate, timeWindow, message }
 * or { action: "withdraw" }: the Tech's own bid (docs/product.md §18.3).
 */
export async function POST(request: Request, { params }: Context) {
  const caller = await checkTech(request);
  if (!caller.ok) return caller.response;
  const id = publicIdOf((await params).id);
  if (!id) return notFound();
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const value = (body.value ?? {}) as { action?: unknown };
  const tech = {
    ...caller.tech,
    by: `tech ${caller.tech.email ?? caller.tech.uid}`,
  };
  const now = new Date();
  try {
    const db = await database();
    let outcome: BidOutcome;
    if (value.action === "withdraw" || value.action === "change") {
      const view = await problemForTech(db, caller.tech, id);
      if (!view?.ownBid) return notFound("bid");
      if (value.action === "withdraw") {
        outcome = await changeOwnBid(
          db,
          tech,
          view.ownBid.publicId,
          { action: "withdraw" },
          now,
        );
      } else {
        const parsed = v.safeParse(bidSchema(now), value);
        if (!parsed.success) {
          return answer(
            {
              error: "Some fields need another look; nothing was changed.",
              errors: fieldErrors(parsed.issues),
            },
            400,
          );
        }
        outcome = await changeOwnBid(
          db,
          tech,
          view.ownBid.publicId,
          { action: "change", input: parsed.output },
          now,
        );
      }
    } else if (value.action === "bid") {
      const parsed = v.safeParse(bidSchema(now), value);
      if (!parsed.success) {
        return answer(
          {
            error: "Some fields need another look; nothing was sent.",
            errors: fieldErrors(parsed.issues),
          },
          400,
        );
      }
      outcome = await placeBid(db, tech, id, parsed.output, now);
    } else {
      return answer({ error: "Send a bid, change it or withdraw it." }, 400);
    }
    if (outcome.ok) {
      sendNotificationsAfterResponse();
      return answer({ bid: outcome.bid });
    }
    const [status, error] = refusals[outcome.reason];
    return answer({ error, reason: outcome.reason }, status);
  } catch (error) {
    return unavailable(error);
  }
}
