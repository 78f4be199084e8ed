import { bookingRecordEs } from "@/data/es/booking-record";
import type { Locale } from "@/data/locale";

/** The booking states a customer reads (lib/bookings/status.ts holds the codes). */
export type StatusWords = {
  readonly requested: string;
  readonly confirmed: string;
  readonly completed: string;
  readonly no_show: string;
  readonly declined: string;
  readonly cancelled: string;
};

/**
 * A booking's record as its customer reads it on the manage page, in the
 * page's language: its state, its history, and why a cancel or a change
 * costs what it does (lib/bookings/fees.ts). Server words: no island
 * imports them. The English is what the page said before issue 60.
 */
export type BookingRecordCopy = {
  readonly status: StatusWords;
  /** Each history action, by its code; an unknown one reads `changed`. */
  readonly happened: Readonly<Record<string, string>>;
  readonly changed: string;
  readonly byYou: string;
  readonly automatically: string;
  readonly byUs: string;
  readonly fee: (amount: string) => string;
  /** A move to a time taken meanwhile; the nearest free ones follow. */
  readonly moveTaken: string;
  /** A move to the time the booking already has. */
  readonly sameTime: (at: string) => string;
  readonly fees: {
    readonly notConfirmed: string;
    readonly closed: string;
    readonly confirmedPassed: string;
    readonly started: string;
    /** Whose start the clock counts to, a confirmed one or the one we had, with the preposition Spanish joins to it. */
    readonly start: (requested: boolean) => string;
    readonly freeBefore: (hours: number, start: string) => string;
    readonly lessThan: (hours: number, start: string) => string;
    readonly fullPrice: (hours: number, start: string) => string;
    readonly beforeVisit: (hours: number) => string;
    readonly noVisitFree: (hours: number, start: string) => string;
  };
};

const en: BookingRecordCopy = {
  status: {
    requested: "Requested",
    confirmed: "Confirmed",
    completed: "Completed",
    no_show: "No-show",
    declined: "Declined",
    cancelled: "Cancelled",
  },
  happened: {
    request: "Booking requested",
    book_slot: "Booked and confirmed",
    "accept bid": "Booked from an accepted bid",
    assign: "Technician assigned",
    confirm: "Time confirmed",
    decline: "Declined",
    complete: "Completed",
    no_show: "Marked as a no-show",
    cancel: "Cancelled",
    change: "Moved to a new preferred date or time",
    reschedule: "Moved",
    erase: "Personal details erased",
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
    join_account: "Added to your account",
  },
  changed: "Changed",
  byYou: "by you",
  automatically: "automatically",
  byUs: "by us",
  fee: (amount) => `, fee ${amount}`,
  moveTaken:
    "That time was just taken. The nearest free times are first below.",
  sameTime: (at) =>
    `Your booking is already at ${at}. Pick another time to move it.`,
  fees: {
    notConfirmed: "Not yet confirmed: free.",
    closed: "This booking can no longer be changed.",
    confirmedPassed: "The time we had confirmed has passed: please call us.",
    started: "The appointment has started: please call us.",
    start: (requested) =>
      requested ? "the time we had confirmed" : "the start",
    freeBefore: (hours, start) =>
      `${hours} hours or more before ${start}: free.`,
    lessThan: (hours, start) => `Less than ${hours} hours before ${start}.`,
    fullPrice: (hours, start) =>
      `Less than ${hours} hours before ${start}: the full price.`,
    beforeVisit: (hours) => `Less than ${hours} hours before a home visit.`,
    noVisitFree: (hours, start) =>
      `Less than ${hours} hours before ${start}, with no home visit: free.`,
  },
};

export const bookingRecordCopy: Readonly<Record<Locale, BookingRecordCopy>> = {
  en,
  es: bookingRecordEs,
};
