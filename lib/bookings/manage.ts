import { company } from "@/data/company";
import { bookingRecordCopy } from "@/data/copy/booking-record";
import type { Locale } from "@/data/locale";
import { formatUsd } from "@/data/money";
import { visitAddress, type VisitPlace } from "./address";
import { windowLabel } from "./window-label";
import { feeFor, type FeeQuote } from "./fees";
import { formatDate, formatDateTime } from "@/lib/dates";
import { translator } from "@/lib/i18n/catalogue";
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

// Apart, for the islands that write a time window: this module reads the
// catalogues (bookingWhen), which no island may carry.
export { windowLabel };

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
  const said = bookingRecordCopy[locale];
  if (actor === "visitor" || actor === "account" || actor === "customer") {
    return said.byYou;
  }
  if (actor === "system") return said.automatically;
  return said.byUs;
}

/** Each history action as the customer reads it: never a code (docs/product.md §13.3). */
export function historyText(event: StoredEvent, locale: Locale = "en"): string {
  const said = bookingRecordCopy[locale];
  const what = said.happened[event.action] ?? said.changed;
  const fee = event.fee ? said.fee(formatUsd(event.fee)) : "";
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
    statusLabel: bookingRecordCopy[locale].status[booking.status],
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
