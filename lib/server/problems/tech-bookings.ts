import "server-only";
import { desc, eq } from "drizzle-orm";
import { mapLink, visitAddress } from "@/lib/bookings/address";
import { normaliseReference } from "@/lib/bookings/reference";
import { allowedActions } from "@/lib/bookings/status";
import type { BookingDetail } from "@/lib/desk/payloads";
import { missing, type Refused } from "@/lib/problems/refusals";
import type {
  TechBooking,
  TechBookingRefusal,
  TechBookingReply,
  TechBookingsReply,
} from "@/lib/problems/replies";
import { translator } from "@/lib/i18n/catalogue";
import type { Database } from "@/lib/server/db/client";
import { bookings } from "@/lib/server/db/schema";
import { bookingAction } from "@/lib/server/desk/actions";
import { detailOf } from "@/lib/server/desk/queries";
import type { Outcome } from "@/lib/server/http";
import type { Account, TechActor } from "./shared";

// The Tech's side of the bookings their accepted bids became, or that staff
// assigned them (docs/product.md §18.5).

// A Tech's pages are English only.
const actor = translator("en", "problemChecks");

const noPlace = {
  address1: null,
  address2: null,
  city: null,
  state: null,
  zip: null,
} as const;

/**
 * A booking as its assigned Tech sees it: the desk's detail, with the Tech's
 * own actions, where to go for a home visit (docs/product.md §21.8), and no
 * mail log. Only the queries below, which read the Tech's own bookings, call
 * it: the query is the permission, not the page.
 */
export function forTech(detail: BookingDetail, now: Date): TechBooking {
  const clock = {
    now,
    startsAt: detail.startsAt ? new Date(detail.startsAt) : null,
  };
  const address = visitAddress({
    ...detail.contact,
    homeVisit: detail.homeVisit,
  });
  const shown: {
    -readonly [K in keyof BookingDetail]?: BookingDetail[K];
  } & TechBooking = {
    ...detail,
    // Remote work needs no address: one typed anyway stays with the desk.
    contact: detail.homeVisit
      ? detail.contact
      : { ...detail.contact, ...noPlace },
    actions: allowedActions(detail.status, "tech", clock),
    visit: address ? { address, map: mapLink(address) } : null,
    // The stored actor carries a staff member's or a Tech's e-mail, which
    // only the desk reads (docs/product.md §18.9).
    history: detail.history.map((entry) => ({
      ...entry,
      actor: entry.actor.startsWith("staff ")
        ? actor("actor.staff")
        : entry.actor.startsWith("tech ")
          ? actor("actor.theTechnician")
          : entry.actor === "account" || entry.actor === "visitor"
            ? actor("actor.client")
            : entry.actor,
    })),
  };
  delete shown.deliveries;
  return shown;
}

/** The bookings assigned to this Tech, newest first (docs/product.md §18.5). */
export async function bookingsOfTech(
  db: Database,
  uid: string,
  now: Date,
): Promise<TechBooking[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(eq(bookings.assignedTechUid, uid))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(200);
  return Promise.all(
    rows.map(async (row) => forTech(await detailOf(db, row, now), now)),
  );
}

/** GET /tech/api/bookings. */
export async function techBookingList(
  db: Database,
  tech: Account,
  now: Date,
): Promise<Outcome<TechBookingsReply>> {
  return {
    status: 200,
    body: { bookings: await bookingsOfTech(db, tech.uid, now) },
  };
}

/**
 * POST /tech/api/bookings { reference, action, expectedVersion, date?, time? }:
 * the assigned Tech confirms a start, or records Completed or No-show, through
 * the same transition table and writer as staff (lib/server/desk/actions.ts).
 * Any booking not assigned to them answers as one that does not exist. The
 * customer's mail about a confirmed start goes now, as a staff confirmation's
 * does, not on the outbox's next round.
 */
export async function techBookingAction(
  db: Database,
  tech: TechActor,
  body: unknown,
  now: Date,
): Promise<Outcome<TechBookingReply | TechBookingRefusal> | Refused> {
  const { reference: typed, ...action } = (body ?? {}) as {
    reference?: unknown;
  };
  const reference = normaliseReference(typed);
  if (!reference) return missing("booking");
  const outcome = await bookingAction(db, reference, action, {
    by: tech.by,
    assignedTo: tech.uid,
    now,
  });
  // bookingAction has started the sender when it queued the customer's mail.
  if (outcome.status === 200) {
    return { status: 200, body: { booking: forTech(outcome.body, now) } };
  }
  if (outcome.status === 404) return missing("booking");
  const { current, ...refusal } = outcome.body;
  return {
    status: outcome.status,
    body: { ...refusal, ...(current && { current: forTech(current, now) }) },
  };
}
