import "server-only";
import { bookingWhen } from "@/lib/bookings/manage";
import type { MoveChoices } from "@/lib/bookings/manage-state";
import { composeVisitorChange } from "@/lib/bookings/mail/visitor";
import type { Inform } from "@/lib/server/bookings/customer-mail";
import { dayStart } from "@/lib/dates/zones";
import { changeChoices, changeTechOrder } from "@/lib/scheduling/change";
import {
  dateAndWindow,
  offeredDays,
  type OfferedTime,
} from "@/lib/scheduling/labels";
import type { Slot } from "@/lib/scheduling/slots";
import { translator } from "@/lib/i18n/catalogue";
import { company } from "@/data/company";
import type { Locale } from "@/data/locale";
import { formatDateTime } from "@/lib/dates";
import type { Database } from "@/lib/server/db/client";
import { slotsFor } from "@/lib/server/scheduling/slots";
import {
  changeBooking,
  type Booking,
  type Change,
  type ChangeResult,
} from "./changes";
import { tryFreeTechs, type Taken } from "./slot-booking";

/** How many starts of each kind the change step offers at a time. */
const offeredEach = 12;

/** A booking that moves by picking a free start: Confirmed, with a Tech and a start (docs/product.md §23.10). */
export const movesBySlot = (booking: Booking) =>
  booking.status === "confirmed" &&
  booking.assignedTechUid !== null &&
  booking.startsAt !== null;

/** The free starts for the booking's services and ZIP, its own time counting as free. */
const searchFor = (db: Database, booking: Booking, now: Date, only?: Date) =>
  slotsFor(db, {
    slugs: booking.services.map((line) => line.slug),
    zip: booking.zip ?? undefined,
    now,
    except: booking.id,
    only,
  });

const times = (slots: readonly Pick<Slot, "start">[]) =>
  offeredDays(slots, company.timeZone).flatMap((day) => day.times);

/**
 * What the change step of a Confirmed booking offers (docs/product.md
 * §23.10): the free starts of its own Tech first, then those of any other,
 * from the day asked for on.
 */
export async function moveChoices(
  db: Database,
  booking: Booking,
  { now, from }: { now: Date; from?: string },
): Promise<MoveChoices> {
  const search = await searchFor(db, booking, now);
  const choices = changeChoices(search.slots, {
    techUid: booking.assignedTechUid!,
    from: from ? dayStart(from, company.timeZone) : undefined,
    each: offeredEach,
    current: booking.startsAt ?? undefined,
  });
  return {
    techName: search.techs.find((tech) => tech.uid === booking.assignedTechUid)
      ?.displayName,
    same: times(choices.same),
    other: times(choices.other),
    from,
  };
}

/** A move to the time the booking already has: no move, refused before anything is written. */
export type SameTime = {
  readonly ok: false;
  readonly reason: "same-time";
  readonly error: string;
};

export type MoveResult = ChangeResult | Taken | SameTime;

const isSameTime = (booking: Booking, start: Date) =>
  booking.startsAt?.getTime() === start.getTime();

/** The house's refusal of a move to the booking's own time: a sentence and its reason. */
function sameTime(booking: Booking): SameTime {
  return {
    ok: false,
    reason: "same-time",
    // The desk's answer, in English: the customer's is moveByVisitor's.
    error: translator("en", "bookingRecord")("sameTime", {
      at: formatDateTime(booking.startsAt!, company.timeZone),
    }),
  };
}

/**
 * Moves a Confirmed booking to a free start (docs/product.md §23.10): it
 * stays Confirmed, with its own Tech when free then, else the one the picker
 * ranks first among those free; the exclusion constraint judges each try, as
 * for a booking made on a slot. A start no Tech can take answers with the
 * nearest free ones.
 */
export async function moveToSlot(
  db: Database,
  booking: Booking,
  start: Date,
  change: Omit<Change, "action" | "actor" | "slot" | "startsAt">,
): Promise<MoveResult> {
  // No history, no mail and no fee for a "move" that changes nothing.
  if (isSameTime(booking, start)) return sameTime(booking);
  const { now } = change;
  const { date, window } = dateAndWindow(start, company.timeZone);
  const assigned = booking.assignedTechUid;
  return tryFreeTechs(
    start,
    (only) => searchFor(db, booking, now, only),
    (slot, ranked) => (assigned ? changeTechOrder(slot, assigned, ranked) : []),
    async (tech) => {
      const result = await changeBooking(db, booking.reference, {
        ...change,
        now,
        action: "reschedule",
        actor: "visitor",
        slot: { start, techUid: tech.uid, date, timeWindow: window },
      });
      return result.ok || result.reason !== "overlap" ? result : undefined;
    },
  );
}

/**
 * A visitor's move of their Confirmed booking to a free start, with the
 * change fee of docs/product.md §13.4 as for any change: the company is
 * told, and the customer gets the "moved" mail, which names the old time
 * and the new, with the new time's calendar file.
 * A start taken meanwhile answers with the nearest free ones, its own time
 * left out; its own time itself is refused, the sentence under the times.
 */
export async function moveByVisitor(
  db: Database,
  booking: Booking,
  start: Date,
  {
    expectedVersion,
    quote,
    inform,
    now,
    locale = "en",
  }: {
    expectedVersion: number;
    quote: { fee: number; reason: string };
    inform: Inform;
    now: Date;
    /** The manage page's language, for the sentences it shows. */
    locale?: Locale;
  },
): Promise<
  | ChangeResult
  | { message: string; nearest: OfferedTime[] }
  | { errors: { slot: string } }
> {
  const before = bookingWhen(booking);
  const moved = await moveToSlot(db, booking, start, {
    by: "visitor",
    expectedVersion,
    fee: quote.fee,
    now,
    notify: (changed) =>
      composeVisitorChange(
        changed,
        { action: "reschedule", fee: quote.fee, reason: quote.reason, before },
        now,
      ),
    inform: (changed) =>
      inform(changed, {
        kind: "moved",
        from: booking.startsAt!,
        fee: quote.fee,
        feeReason: quote.reason,
      }),
  });
  const t = translator(locale, "bookingRecord");
  if (!moved.ok && moved.reason === "same-time") {
    return {
      errors: {
        slot: t("sameTime", {
          at: formatDateTime(booking.startsAt!, company.timeZone, locale),
        }),
      },
    };
  }
  if (!moved.ok && moved.reason === "taken") {
    return {
      message: t("moveTaken"),
      nearest: times(
        moved.nearest
          .filter((at) => !isSameTime(booking, at))
          .map((at) => ({ start: at })),
      ),
    };
  }
  return moved;
}
