"use client";

import { listLimit, type DeskLists } from "@/lib/desk/payloads";
import { BookingTable } from "./booking-table";
import type { DeskSectionProps } from "./desk-section";
import { useDeskData } from "./use-desk-data";

/**
 * The bookings that need the desk (docs/product.md §15.6): awaiting
 * confirmation, the appointments ahead, and earlier ones still to close.
 */
export function BookingsSection({
  token,
  onRefused,
  open,
  refreshed,
}: DeskSectionProps) {
  const view = useDeskData<DeskLists>(
    token,
    "/staff/api/desk",
    refreshed,
    onRefused,
  );
  if (view.kind === "loading") {
    return <p className="text-slate-700">Loading bookings…</p>;
  }
  if (view.kind === "failed") {
    return (
      <p
        role="alert"
        className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800"
      >
        {view.message}
      </p>
    );
  }
  const lists = view.data;
  const openBooking = (reference: string) =>
    open({ kind: "booking", reference });
  const cut = lists.truncated.filter(
    (name) => name !== "fresh" && name !== "answered",
  );
  return (
    <div className="grid gap-8">
      {cut.length > 0 && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
          Some lists show only their first {listLimit} rows; search or the
          export finds every booking.
        </p>
      )}
      <section aria-labelledby="awaiting" className="grid gap-3">
        <h2 id="awaiting" className="text-xl font-bold text-slate-900">
          Awaiting confirmation ({lists.awaiting.length})
        </h2>
        <BookingTable
          caption="Bookings awaiting confirmation, soonest preferred date first"
          rows={lists.awaiting}
          when="requested"
          now={lists.now}
          onOpen={openBooking}
        />
      </section>
      <section aria-labelledby="upcoming" className="grid gap-3">
        <h2 id="upcoming" className="text-xl font-bold text-slate-900">
          Confirmed appointments ({lists.upcoming.length})
        </h2>
        <BookingTable
          caption="Confirmed appointments from today, by start time"
          rows={lists.upcoming}
          when="starts"
          today={lists.today}
          onOpen={openBooking}
        />
      </section>
      {lists.past.length > 0 && (
        <section aria-labelledby="past" className="grid gap-3">
          <h2 id="past" className="text-xl font-bold text-slate-900">
            Earlier appointments to close ({lists.past.length})
          </h2>
          <BookingTable
            caption="Confirmed appointments before today, not yet marked completed or no-show"
            rows={lists.past}
            when="starts"
            onOpen={openBooking}
          />
        </section>
      )}
    </div>
  );
}
