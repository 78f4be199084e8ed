import { normaliseReference } from "@/lib/bookings/reference";
import { answer, readJson, unavailable } from "@/lib/server/http";
import { bookingAction } from "@/lib/server/desk/actions";
import { database } from "@/lib/server/db/client";
import { notFound } from "@/lib/server/problems/guard";
import { bookingsOfTech, forTech } from "@/lib/server/problems/tech-bookings";
import { checkTech } from "@/lib/server/techs/guard";
import type { BookingDetail } from "@/lib/desk/payloads";

/** GET: the bookings assigned to the signed-in Tech (docs/product.md §18.5). */
export async function GET(request: Request) {
  const caller = await checkTech(request);
  if (!caller.ok) return caller.response;
  try {
    return answer({
      bookings: await bookingsOfTech(await database(), caller.tech.uid),
    });
  } catch (error) {
    return unavailable(error);
  }
}

/**
 * POST { reference, action, expectedVersion, date?, time? }: the assigned Tech
 * confirms a start, or records Completed or No-show, through the same
 * transition table and writer as staff. Any booking not assigned to them
 * answers as one that does not exist.
 */
export async function POST(request: Request) {
  const caller = await checkTech(request);
  if (!caller.ok) return caller.response;
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const { reference: typed, ...action } = (body.value ?? {}) as {
    reference?: unknown;
  };
  const reference = normaliseReference(typed);
  if (!reference) return notFound("booking");
  try {
    const outcome = await bookingAction(await database(), reference, action, {
      by: `tech ${caller.tech.email ?? caller.tech.uid}`,
      assignedTo: caller.tech.uid,
    });
    if (outcome.status === 404) return notFound("booking");
    if (outcome.status === 200)
      return answer({ booking: forTech(outcome.body) });
    const current = "current" in outcome.body && outcome.body.current;
    return answer(
      {
        ...outcome.body,
        current: current ? forTech(current as BookingDetail) : undefined,
      },
      outcome.status,
    );
  } catch (error) {
    return unavailable(error);
  }
}
