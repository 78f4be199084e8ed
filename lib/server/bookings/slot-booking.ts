import "server-only";
import type { Locale } from "@/data/locale";
import { scheduling } from "@/data/scheduling";
import { rankTechs } from "@/lib/scheduling/pick-tech";
import { company } from "@/data/company";
import type { BookedService } from "@/lib/requests/reprice";
import type { BookingDetails } from "@/lib/requests/schema";
import type { Database } from "@/lib/server/db/client";
import { isTakenMeanwhile } from "@/lib/server/db/errors";
import { createBooking } from "@/lib/server/bookings/checkout-booking";
import type { Slot } from "@/lib/scheduling/slots";
import type { BookableTech } from "@/lib/server/scheduling/bookable";
import { slotsFor, type SlotSearch } from "@/lib/server/scheduling/slots";

/** The start is no longer free: the nearest free starts instead. */
export type Taken = {
  readonly ok: false;
  readonly reason: "taken";
  readonly nearest: Date[];
};

export type SlotBooking =
  | {
      readonly ok: true;
      readonly reference: string;
      readonly start: Date;
      readonly tech: { readonly handle: string; readonly displayName: string };
    }
  | Taken;

/** The free starts nearest to `wanted`, soonest first among equals. */
export function nearestTo(wanted: Date, starts: readonly Date[]): Date[] {
  return [...starts]
    .sort(
      (a, b) =>
        Math.abs(a.getTime() - wanted.getTime()) -
          Math.abs(b.getTime() - wanted.getTime()) || a.getTime() - b.getTime(),
    )
    .slice(0, scheduling.nearestOffered)
    .sort((a, b) => a.getTime() - b.getTime());
}

/** Per Tech, the last write of this process to it, settled or not. */
const writing = new Map<string, Promise<unknown>>();

/**
 * Runs this process's writes to one Tech's calendar one after another. Two
 * overlapping inserts sent at once each wait on the other's exclusion check
 * until PostgreSQL breaks the deadlock a second later, holding two pooled
 * connections meanwhile; in turn, the second is refused at once. Writes from
 * other servers can still meet: `isTakenMeanwhile` covers that deadlock.
 */
function inTurn<T>(uid: string, write: () => Promise<T>): Promise<T> {
  const mine = (writing.get(uid) ?? Promise.resolve()).then(write, write);
  const settled = mine.then(
    () => undefined,
    () => undefined,
  );
  writing.set(uid, settled);
  void settled.then(() => {
    if (writing.get(uid) === settled) writing.delete(uid);
  });
  return mine;
}

/**
 * The try-each-Tech loop of a booking on a slot and of a move to one
 * (docs/product.md §23.4, §23.10): the Techs free at `start`, as the server
 * computes it now, are ranked by the picker, put in the caller's `order`, and
 * tried one by one; `attempt` answers undefined when the database's exclusion
 * constraint refused that Tech (taken a moment ago), and the next is tried.
 * When none is left, the nearest free starts of a fresh search.
 */
export async function tryFreeTechs<T>(
  start: Date,
  search: (only?: Date) => Promise<SlotSearch>,
  order: (slot: Slot, ranked: string[]) => readonly string[],
  attempt: (tech: BookableTech) => Promise<T | undefined>,
): Promise<T | Taken> {
  const found = await search(start);
  const slot = found.slots.find((s) => s.start.getTime() === start.getTime());
  if (slot) {
    const ranked = rankTechs(
      start,
      found.techs
        .filter((tech) => slot.techs.includes(tech.uid))
        .map((tech) => ({
          uid: tech.uid,
          publishedAt: tech.publishedAt,
          confirmed: tech.busy,
        })),
      company.timeZone,
    );
    for (const uid of order(slot, ranked)) {
      const tech = found.techs.find((each) => each.uid === uid)!;
      const result = await inTurn(uid, () => attempt(tech));
      if (result !== undefined) return result;
    }
  }
  const fresh = await search();
  return {
    ok: false,
    reason: "taken",
    nearest: nearestTo(
      start,
      fresh.slots.map((s) => s.start),
    ),
  };
}

/**
 * Books a cart on a slot, Confirmed at once (docs/product.md §23.4): the
 * start must be free now, as the server computes it; the Techs free at it are
 * tried in the picker's order, and the database's exclusion constraint
 * refuses one that another booking took a moment ago, so the next is tried.
 * When none is left, the visitor is offered the nearest free starts.
 */
export async function bookSlot(
  db: Database,
  {
    details,
    booked,
    accountUid,
    start,
    now,
    attemptKey,
    language,
  }: {
    details: BookingDetails;
    booked: readonly BookedService[];
    accountUid?: string | null;
    start: Date;
    now: Date;
    attemptKey?: string | null;
    language?: Locale;
  },
): Promise<SlotBooking> {
  const slugs = booked.map((line) => line.slug);
  const zip = details.zip || undefined;
  return tryFreeTechs(
    start,
    (only) => slotsFor(db, { slugs, zip, now, only }),
    (_slot, ranked) => ranked,
    async (tech): Promise<SlotBooking | undefined> => {
      try {
        const reference = await createBooking(db, {
          details,
          booked,
          accountUid,
          onSlot: { start, techUid: tech.uid, tech },
          attemptKey,
          language,
          now,
        });
        return {
          ok: true,
          reference,
          start,
          tech: { handle: tech.handle, displayName: tech.displayName },
        };
      } catch (error) {
        if (!isTakenMeanwhile(error)) throw error;
        return undefined;
      }
    },
  );
}
