import "server-only";
import type { Transaction } from "@/lib/server/db/client";
import {
  addHistory,
  bookingRecords,
  insertBooking,
} from "@/lib/server/records";

/** What a booking made from an accepted bid holds (docs/product.md §18.4). */
export type BidBooking = {
  readonly reference: string;
  /** The problem's title: the booking's one line. */
  readonly title: string;
  /** The bid's price, in whole US dollars. */
  readonly price: number;
  readonly startDate: string;
  readonly timeWindow: string;
  /** The Client's account, which the booking belongs to. */
  readonly accountUid: string;
  /** The Tech whose bid it was, who confirms the start. */
  readonly techUid: string;
  /** How the history names the Tech. */
  readonly techName: string;
  readonly contact: {
    readonly firstName: string | null;
    readonly lastName: string | null;
    readonly phone: string | null;
    readonly email: string | null;
  };
  readonly notes: string;
  readonly now: Date;
};

/**
 * Writes the Requested booking an accepted bid becomes, assigned to the
 * bid's Tech, with its first history entry, in the caller's transaction: the
 * problem's and the bids' changes commit or fail with it. A reference taken
 * already fails the transaction with a unique violation; the caller retries
 * with another. Returns the booking's id.
 */
export async function createBidBooking(
  tx: Transaction,
  booking: BidBooking,
): Promise<number> {
  const id = await insertBooking(tx, {
    reference: booking.reference,
    services: [
      {
        slug: "problem",
        title: booking.title,
        price: booking.price,
        homeVisit: false,
      },
    ],
    total: booking.price,
    homeVisit: false,
    preferredDate: booking.startDate,
    timeWindow: booking.timeWindow,
    accountUid: booking.accountUid,
    assignedTechUid: booking.techUid,
    ...booking.contact,
    notes: booking.notes,
    createdAt: booking.now,
    updatedAt: booking.now,
  });
  await addHistory(tx, bookingRecords, [
    {
      recordId: id,
      at: booking.now,
      actor: "account",
      action: "accept bid",
      fromStatus: null,
      toStatus: "requested",
      note: `Assigned to ${booking.techName} from an accepted bid.`,
    },
  ]);
  return id;
}
