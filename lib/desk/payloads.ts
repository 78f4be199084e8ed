import type { Locale } from "@/data/locale";
import type { BookingAction, BookingStatus } from "@/lib/bookings/status";
import type {
  BookingContact,
  MessageContact,
} from "@/lib/requests/contact-fields";
import type { MessageStatus } from "@/lib/requests/messages";

/**
 * What the staff desk sends to the server and what it gets back
 * (docs/product.md §15): the limits and the shapes, which the desk's islands
 * import. The server's schemas, and their sentences, are lib/desk/checks.ts's,
 * which no island imports.
 */

/** Staff notes and reasons: one paragraph or a few, up to 1,000 characters. */
export const noteLimit = 1000;

/** The longest range one export covers. */
export const exportLimitDays = 366;

// What the server sends back. Times are ISO strings; the desk shows them in
// the company's time zone.

/** The Tech who does a booking's work, as the desk names them. */
export type AssignedTech = {
  readonly displayName: string;
  readonly handle: string;
};

/** A Tech staff may choose: free at the booking's time (docs/product.md §15.14). */
export type FreeTech = AssignedTech & { readonly uid: string };

/** GET /staff/api/bookings/{reference}/techs: the Techs free at its time, in the picker's order. */
export type FreeTechsReply = { readonly techs: readonly FreeTech[] };

export type BookingRow = Pick<BookingContact, "phone" | "email"> & {
  readonly reference: string;
  /** Null until a bid is accepted or staff assign one. */
  readonly tech: AssignedTech | null;
  readonly status: BookingStatus;
  readonly version: number;
  readonly createdAt: string;
  readonly preferredDate: string;
  readonly timeWindow: string;
  readonly startsAt: string | null;
  /** The first and last name, as one. */
  readonly name: string | null;
  /** The language the customer booked in: staff call them in it. */
  readonly language: Locale;
  readonly services: string;
  readonly total: number;
};

export type MessageRow = Pick<MessageContact, "name" | "phone" | "email"> & {
  readonly reference: string;
  /** The language the message was written in. */
  readonly language: Locale;
  readonly status: MessageStatus;
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
};

export type DeskLists = {
  /** Today's date in the company's time zone. */
  readonly today: string;
  /** The server's clock when the lists were read (ISO). */
  readonly now: string;
  /** Requested, by preferred date, then window, then the longest waiting. */
  readonly awaiting: readonly BookingRow[];
  /** Confirmed from today on, by start time: today's first. */
  readonly upcoming: readonly BookingRow[];
  /** Confirmed before today and not yet marked completed or no-show. */
  readonly past: readonly BookingRow[];
  readonly newMessages: readonly MessageRow[];
  /** Most recently answered first. */
  readonly answeredMessages: readonly MessageRow[];
  /** Lists cut at `listLimit` rows say so. */
  readonly truncated: readonly string[];
};

export const listLimit = 200;

export type HistoryEntry = {
  readonly at: string;
  readonly actor: string;
  readonly action: string;
  readonly fromStatus: string | null;
  readonly toStatus: string;
  readonly note: string | null;
  readonly fee: number | null;
  /** What a confirmation or a change changed; absent for other entries. */
  readonly change?: {
    readonly fromDate: string | null;
    readonly fromWindow: string | null;
    readonly fromStartsAt: string | null;
    readonly toDate: string | null;
    readonly toWindow: string | null;
    readonly startsAt: string | null;
  };
};

export type Delivery = {
  readonly subject: string;
  readonly status: string;
  readonly attempts: number;
  readonly lastError: string | null;
  readonly createdAt: string;
  readonly nextAttemptAt: string;
  readonly sentAt: string | null;
};

export type BookingDetail = {
  readonly kind: "booking";
  readonly reference: string;
  readonly tech: AssignedTech | null;
  readonly status: BookingStatus;
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly services: readonly { title: string; price: number }[];
  readonly total: number;
  readonly fees: number;
  readonly homeVisit: boolean;
  readonly preferredDate: string;
  readonly timeWindow: string;
  readonly startsAt: string | null;
  readonly signedIn: boolean;
  readonly contact: BookingContact;
  readonly language: Locale;
  readonly erasedAt: string | null;
  /** What staff may do now, from lib/bookings/status.ts. */
  readonly actions: readonly BookingAction[];
  /** Completed and No-show wait for the confirmed start (docs/product.md §15.3). */
  readonly waitsForStart: boolean;
  readonly history: readonly HistoryEntry[];
  readonly deliveries: readonly Delivery[];
};

/** A message's row of the list, with everything else it holds. */
export type MessageDetail = MessageRow &
  MessageContact & {
    readonly kind: "message";
    readonly erasedAt: string | null;
    readonly history: readonly HistoryEntry[];
    readonly deliveries: readonly Delivery[];
  };
