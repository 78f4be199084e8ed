import { company } from "@/data/company";
import { formatUsd } from "@/data/money";
import { timeWindows } from "@/data/requests";
import { feeFor, type FeeQuote } from "./fees";
import {
  allowedActions,
  bookingStatusLabels,
  type BookingStatus,
} from "./status";

/** What a visitor sees of a booking: no personal field, nothing about staff. */
export type ManagedBooking = {
  readonly reference: string;
  readonly status: BookingStatus;
  readonly statusLabel: string;
  readonly version: number;
  readonly lines: readonly { title: string; price: number }[];
  readonly total: number;
  /** Fees recorded so far by cancelling or changing, whole US dollars. */
  readonly fees: number;
  /** "Preferred: …" while it waits for a time, "Confirmed for …" once it has one. */
  readonly when: string;
  readonly history: readonly { at: string; text: string }[];
  /** What the visitor may do now, and at what fee. */
  readonly cancel: FeeQuote | null;
  readonly change: FeeQuote | null;
  /** A calendar file exists once a time is confirmed, and stays to cancel it. */
  readonly calendar: boolean;
};

export type StoredBooking = {
  readonly reference: string;
  readonly status: BookingStatus;
  readonly version: number;
  readonly services: readonly {
    title: string;
    price: number;
    homeVisit: boolean;
  }[];
  readonly total: number;
  readonly fees: number;
  readonly preferredDate: string;
  readonly timeWindow: string;
  readonly startsAt: Date | null;
};

export type StoredEvent = {
  readonly at: Date;
  readonly actor: string;
  readonly action: string;
  readonly toStatus: BookingStatus;
  readonly fee: number | null;
};

/** A moment in the company's zone, with the zone named: "Tue, Dec 1, 2026, 9:00 AM EST". */
export function formatInZone(
  date: Date,
  timeZone: string = company.timeZone,
): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(date);
}

/** A yyyy-mm-dd date as words: "Tue, Dec 1, 2026". */
export function formatDay(isoDate: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

export function windowLabel(id: string): string {
  return timeWindows.find((w) => w.id === id)?.label ?? id;
}

/** The time or the preferred window, as the booking stands. */
export function bookingWhen(
  booking: Pick<StoredBooking, "startsAt" | "preferredDate" | "timeWindow">,
): string {
  return booking.startsAt
    ? `Confirmed for ${formatInZone(booking.startsAt)}`
    : `Preferred: ${formatDay(booking.preferredDate)}, ${windowLabel(booking.timeWindow)}`;
}

/** The history entry of a guest booking that joined an account (docs/product.md §22). */
export const joinAccountAction = "join_account";

const happened: Record<string, string> = {
  request: "Booking requested",
  confirm: "Time confirmed",
  decline: "Declined",
  complete: "Completed",
  no_show: "Marked as a no-show",
  cancel: "Cancelled",
  change: "Moved to a new preferred date or time",
  erase: "Personal details erased",
  // Remote sessions (docs/product.md §19): the booking's state stays.
  remote_request: "Remote session requested",
  remote_no_computer: "Remote session asked for: no computer registered",
  remote_approve: "Remote session approved",
  remote_deny: "Remote session denied",
  remote_expire: "Remote session request expired",
  remote_start: "Remote session started",
  remote_wrong_code: "Wrong remote-session code entered",
  remote_lock_out: "Remote session request ended after 5 wrong codes",
  remote_end: "Remote session ended",
  remote_time_out: "Remote session ended by timeout",
  [joinAccountAction]: "Added to your account",
};

/** Who did it, as the visitor reads it; a staff member's address is never shown. */
function byWhom(actor: string): string {
  if (actor === "visitor" || actor === "account" || actor === "customer") {
    return "by you";
  }
  if (actor === "system") return "automatically";
  return "by us";
}

export function historyText(event: StoredEvent): string {
  const what = happened[event.action] ?? event.action;
  const fee = event.fee ? `, fee ${formatUsd(event.fee)}` : "";
  return event.action === "erase" || event.action === joinAccountAction
    ? what
    : `${what} ${byWhom(event.actor)}${fee}`;
}

/** The manage view of a booking at `now` (docs/product.md §13). */
export function managedBooking(
  booking: StoredBooking,
  events: readonly StoredEvent[],
  now: Date,
): ManagedBooking {
  const actions = allowedActions(booking.status, "visitor");
  const quote = (action: "cancel" | "change") =>
    actions.includes(action)
      ? feeFor(action, {
          status: booking.status,
          startsAt: booking.startsAt,
          now,
          services: booking.services,
        })
      : null;
  return {
    reference: booking.reference,
    status: booking.status,
    statusLabel: bookingStatusLabels[booking.status],
    version: booking.version,
    lines: booking.services.map(({ title, price }) => ({ title, price })),
    total: booking.total,
    fees: booking.fees,
    when: bookingWhen(booking),
    history: events.map((event) => ({
      at: formatInZone(event.at),
      text: historyText(event),
    })),
    cancel: quote("cancel"),
    change: quote("change"),
    calendar:
      booking.startsAt !== null &&
      (booking.status === "confirmed" || booking.status === "cancelled"),
  };
}
