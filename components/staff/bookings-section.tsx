"use client";

import { useTranslations } from "next-intl";
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
  const t = useTranslations("desk.lists");
  const view = useDeskLists(props);
  if (view.kind !== "ready") {
    return <DeskDataStatus view={view} loading={t("loadingBookings")} />;
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
          {t("cut", { limit: String(listLimit) })}
        </p>
      )}
      <ListSection
        id="awaiting"
        title={t("awaiting", { count: String(lists.awaiting.length) })}
      >
        <BookingTable
          caption={t("awaitingCaption")}
          rows={lists.awaiting}
          when="requested"
          now={lists.now}
          onOpen={openBooking}
        />
      </ListSection>
      <ListSection
        id="upcoming"
        title={t("upcoming", { count: String(lists.upcoming.length) })}
      >
        <BookingTable
          caption={t("upcomingCaption")}
          rows={lists.upcoming}
          when="starts"
          today={lists.today}
          onOpen={openBooking}
        />
      </ListSection>
      {lists.past.length > 0 && (
        <ListSection
          id="past"
          title={t("past", { count: String(lists.past.length) })}
        >
          <BookingTable
            caption={t("pastCaption")}
            rows={lists.past}
            when="starts"
            onOpen={openBooking}
          />
        </ListSection>
      )}
    </div>
  );
}
