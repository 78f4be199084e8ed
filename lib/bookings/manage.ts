import { company } from "@/data/company";
import type { Locale } from "@/data/locale";
import { formatUsd } from "@/data/money";
import { timeWindows, twelveHour } from "@/data/request-rules";
import { translator } from "@/lib/i18n/catalogue";
import { visitAddress, type VisitPlace } from "./address";
import { feeFor, type FeeQuote } from "./fees";
import { formatDate, formatDateTime } from "@/lib/dates";
import { allowedActions, type BookingStatus } from "./status";

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
  /** The state first, then the time it has or had: "Confirmed for …", "Cancelled; it was …". */
  readonly when: string;
  /** A home visit's address as the customer gave it (docs/product.md §21.8); null for remote work. */
  readonly address: string | null;
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
    /** The duration the site stated when it was booked; older lines have none. */
    minutes?: number;
  }[];
  readonly total: number;
  readonly fees: number;
  readonly preferredDate: string;
  readonly timeWindow: string;
  readonly startsAt: Date | null;
  /** The fee clock after a change (docs/product.md §21.4). */
  readonly lastConfirmedStart?: Date | null;
};

export type StoredEvent = {
  readonly at: Date;
  readonly actor: string;
  readonly action: string;
  readonly toStatus: BookingStatus;
  readonly fee: number | null;
};

/**
 * A booking window as the page's language writes it: "Morning (8–12)". The
 * desk's islands, which must not import the catalogues, read
 * lib/bookings/window-label.ts.
 */
export function windowLabel(id: string, locale: Locale = "en"): string {
  const window = timeWindows.find((w) => w.id === id);
  if (!window) return id;
  return translator(locale, "labels")(`timeWindows.${window.id}`, {
    from: twelveHour(window.from),
    to: twelveHour(window.to),
  });
}

/** A booking's state as its customer reads it. */
export function statusLabel(status: BookingStatus, locale: Locale): string {
  return translator(locale, "bookingRecord")(`status.${statusKeys[status]}`);
}

const statusKeys = {
  requested: "requested",
  confirmed: "confirmed",
  completed: "completed",
  no_show: "noShow",
  declined: "declined",
  cancelled: "cancelled",
} as const satisfies Record<BookingStatus, string>;

/** Each history action's words, by the code the history is written with. */
const happenedKeys = {
  request: "request",
  book_slot: "bookSlot",
  "accept bid": "acceptBid",
  assign: "assign",
  confirm: "confirm",
  decline: "decline",
  complete: "complete",
  no_show: "noShow",
  cancel: "cancel",
  change: "change",
  reschedule: "reschedule",
  erase: "erase",
  remote_request: "remoteRequest",
  remote_no_computer: "remoteNoComputer",
  remote_approve: "remoteApprove",
  remote_deny: "remoteDeny",
  remote_expire: "remoteExpire",
  remote_start: "remoteStart",
  remote_wrong_code: "remoteWrongCode",
  remote_lock_out: "remoteLockOut",
  remote_end: "remoteEnd",
  remote_time_out: "remoteTimeOut",
  join_account: "joinAccount",
} as const;

/**
 * Where the booking stands and the time it has or had: the state comes first,
 * so a cancelled booking never reads "Confirmed for …" (docs/product.md §21.7).
 */
export function bookingWhen(
  booking: Pick<
    StoredBooking,
    "status" | "startsAt" | "preferredDate" | "timeWindow"
  >,
  locale: Locale = "en",
): string {
  const tz = company.timeZone;
  const time = booking.startsAt
    ? formatDateTime(booking.startsAt, tz, locale)
    : `${formatDate(booking.preferredDate, tz, locale)}, ${windowLabel(booking.timeWindow, locale)}`;
  const t = translator(locale, "mail");
  if (booking.status === "cancelled") {
    const was = booking.startsAt !== null ? "confirmed" : "requested";
    return t("when.cancelled", { was, time });
  }
  return t(`when.${whenKey[booking.status]}`, { time });
}

/** Each other state's `mail.when` message. */
const whenKey = {
  requested: "requested",
  confirmed: "confirmed",
  declined: "declined",
  completed: "completed",
  no_show: "noShow",
} as const satisfies Record<Exclude<BookingStatus, "cancelled">, string>;

/** The history entry of a guest booking that joined an account (docs/product.md §22). */
export const joinAccountAction = "join_account";

/** Who did it, as the visitor reads it; a staff member's address is never shown. */
function byWhom(actor: string, locale: Locale): string {
  const t = translator(locale, "bookingRecord");
  if (actor === "visitor" || actor === "account" || actor === "customer") {
    return t("byYou");
  }
  if (actor === "system") return t("automatically");
  return t("byUs");
}

/** Each history action as the customer reads it: never a code (docs/product.md §13.3). */
export function historyText(event: StoredEvent, locale: Locale = "en"): string {
  const t = translator(locale, "bookingRecord");
  const what = Object.hasOwn(happenedKeys, event.action)
    ? t(`happened.${happenedKeys[event.action as keyof typeof happenedKeys]}`)
    : t("changed");
  const fee = event.fee ? t("fee", { amount: formatUsd(event.fee) }) : "";
  return event.action === "erase" || event.action === joinAccountAction
    ? what
    : `${what} ${byWhom(event.actor, locale)}${fee}`;
}

/** The manage view of a booking at `now` (docs/product.md §13). */
export function managedBooking(
  booking: StoredBooking & VisitPlace,
  events: readonly StoredEvent[],
  now: Date,
  locale: Locale = "en",
): ManagedBooking {
  const actions = allowedActions(booking.status, "visitor");
  const quote = (action: "cancel" | "change") =>
    actions.includes(action)
      ? feeFor(action, {
          status: booking.status,
          startsAt: booking.startsAt,
          lastConfirmedStart: booking.lastConfirmedStart ?? null,
          now,
          services: booking.services,
          locale,
        })
      : null;
  return {
    reference: booking.reference,
    status: booking.status,
    statusLabel: statusLabel(booking.status, locale),
    version: booking.version,
    lines: booking.services.map(({ title, price }) => ({ title, price })),
    total: booking.total,
    fees: booking.fees,
    when: bookingWhen(booking, locale),
    address: visitAddress(booking) ?? null,
    history: events.map((event) => ({
      at: formatDateTime(event.at, undefined, locale),
      text: historyText(event, locale),
    })),
    cancel: quote("cancel"),
    change: quote("change"),
    calendar:
      booking.startsAt !== null &&
      (booking.status === "confirmed" || booking.status === "cancelled"),
  };
}
