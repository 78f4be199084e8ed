import type { BookingStatus } from "@/lib/bookings/status";
import { osLabel } from "./os";

/** A registered computer as its account sees it. */
export type Computer = {
  readonly id: number;
  readonly name: string;
  readonly os: string;
  readonly note: string;
};

/** Who is asking, as the server verified them. */
export type Caller = { readonly uid: string; readonly staff: boolean };

/** What the rules read of a booking. */
export type BookingForRemote = {
  readonly status: BookingStatus;
  readonly accountUid: string | null;
  readonly services: readonly { readonly homeVisit: boolean }[];
};

/**
 * Who may ask for a remote session on a booking (docs/product.md §19.2): the
 * company's staff. This is the one place that decides it, so the Tech
 * assigned to a booking is added here, as one more line, once bookings have one.
 */
export function mayAskOnBooking(
  caller: Caller,
  // Read once a booking names its Tech; every caller passes it already.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  booking: BookingForRemote,
): boolean {
  return caller.staff;
}

export type Eligibility =
  | { readonly ok: true; readonly accountUid: string }
  | {
      readonly ok: false;
      readonly reason: "not-confirmed" | "home-visit-only" | "no-account";
    };

/**
 * Whether a booking can have a remote session: Confirmed, with at least one
 * service done remotely (a booked line without a home visit), and made from an
 * account, whose registered computers are the only ones a session may name.
 */
export function remoteEligibility(booking: BookingForRemote): Eligibility {
  if (booking.status !== "confirmed")
    return { ok: false, reason: "not-confirmed" };
  if (!booking.services.some((s) => !s.homeVisit)) {
    return { ok: false, reason: "home-visit-only" };
  }
  if (!booking.accountUid) return { ok: false, reason: "no-account" };
  return { ok: true, accountUid: booking.accountUid };
}

export { osLabel };
