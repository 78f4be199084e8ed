import { sendNotificationsAfterResponse } from "@/lib/server/background";
import { normaliseReference } from "@/lib/bookings/reference";
import { checkStaff } from "@/lib/server/desk/guard";
import { answer, readJson, unavailable } from "@/lib/server/http";
import { database } from "@/lib/server/db/client";
import {
  assignBooking,
  deskProblems,
  publicIdOf,
  staffRemove,
} from "@/lib/server/problems/store";

/** GET: the latest problems with every bid, prices included (docs/product.md §18.7). */
export async function GET(request: Request) {
  const caller = await checkStaff(request);
  if (!caller.ok) return caller.response;
  try {
    return answer({ problems: await deskProblems(await database()) });
  } catch (error) {
    return unavailable(error);
  }
}

/**
 * POST { action: "remove", kind: "problem" | "bid", id, reason } or
 * { action: "assign", reference, handle }.
 */
export async function POST(request: Request) {
  const caller = await checkStaff(request);
  if (!caller.ok) return caller.response;
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const value = (body.value ?? {}) as Record<string, unknown>;
  const staff = { by: `staff ${caller.staff.email}` };
  try {
    const db = await database();
    if (value.action === "assign") {
      const reference = normaliseReference(value.reference);
      const handle =
        typeof value.handle === "string"
          ? value.handle.trim().slice(0, 40)
          : "";
      if (!reference || !handle)
        return answer(
          { error: "Give a booking's reference and a technician's handle." },
          400,
        );
      const outcome = await assignBooking(
        db,
        staff,
        reference,
        handle,
        new Date(),
      );
      if (outcome.ok) return answer({ assigned: reference });
      return answer(
        {
          error: {
            "not-found": `No booking has the reference ${reference}.`,
            "no-tech": `No technician with a public profile has the handle ${handle}.`,
            "not-allowed": `Booking ${reference} is no longer Requested, so it cannot be assigned. Nothing was changed.`,
          }[outcome.reason],
        },
        outcome.reason === "not-allowed" ? 409 : 404,
      );
    }
    const id = publicIdOf(value.id);
    const kind =
      value.kind === "problem" || value.kind === "bid" ? value.kind : undefined;
    const reason = typeof value.reason === "string" ? value.reason.trim() : "";
    if (value.action !== "remove" || !id || !kind)
      return answer({ error: "Say what to remove." }, 400);
    if (reason.length === 0 || reason.length > 1000) {
      return answer(
        {
          error:
            "Give the reason, in at most 1,000 characters: it is sent to its author.",
        },
        400,
      );
    }
    const outcome = await staffRemove(
      db,
      staff,
      { kind, publicId: id },
      reason,
      new Date(),
    );
    if (outcome.ok) {
      sendNotificationsAfterResponse();
      return answer({ removed: id });
    }
    return outcome.reason === "not-found"
      ? answer({ error: `There is no such ${kind}.` }, 404)
      : answer(
          {
            error: `That ${kind} is no longer open or pending, so it cannot be removed. Nothing was changed.`,
          },
          409,
        );
  } catch (error) {
    return unavailable(error);
  }
}
