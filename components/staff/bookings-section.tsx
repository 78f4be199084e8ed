"use client";

import { listLimit } from "@/lib/desk/payloads";
import { BookingTable } from "./booking-table";
import { DeskDataStatus } from "./desk-data-status";
import type { DeskSectionProps } from "./desk-section-types";
import { ListSection } from "./list-section";
import { useDeskLists } from "./use-desk-data";

/**
 * The bookings that need the desk (docs/product.md §15.6): awaiting
 * confirmation, the appointments ahead, and earlier ones still to close.
 */
export function BookingsSection(props: DeskSectionProps) {
  const view = useDeskLists(props);
  if (view.kind !== "ready") {
    return <DeskDataStatus view={view} loading="Loading bookings…" />;
  }
  const lists = view.data;
  const openBooking = (reference: string) =>
    props.open({ kind: "booking", reference });
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
      <ListSection
        id="awaiting"
        title={`Awaiting confirmation (${lists.awaiting.length})`}
      >
        <BookingTable
          caption="Bookings awaiting confirmation, soonest preferred date first"
          rows={lists.awaiting}
          when="requested"
          now={lists.now}
          onOpen={openBooking}
        />
      </ListSection>
      <ListSection
        id="upcoming"
        title={`Confirmed appointments (${lists.upcoming.length})`}
      >
        <BookingTable
          caption="Confirmed appointments from today, by start time"
          rows={lists.upcoming}
          when="starts"
          today={lists.today}
          onOpen={openBooking}
        />
      </ListSection>
      {lists.past.length > 0 && (
        <ListSection
          id="past"
          title={`Earlier appointments to close (${lists.past.length})`}
        >
          <BookingTable
            caption="Confirmed appointments before today, not yet marked completed or no-show"
            rows={lists.past}
            when="starts"
            onOpen={openBooking}
          />
        </ListSection>
      )}
    </div>
  );
}
