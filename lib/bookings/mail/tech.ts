import type { Company } from "@/data/company";
import { escapeHtml, type Composed } from "@/lib/mail/compose";
import { bookingCalendar, type CalendarSettings } from "@/lib/bookings/ics";
import type { MailedBooking } from "./customer";
import { formatDateTime } from "@/lib/dates";

/** What a Tech is told about a booking assigned to them (docs/product.md §23.9). */
export type TechBookingEvent =
  | "confirmed"
  | "changed"
  | "cancelled"
  /** Moved to another Tech: for the Tech who had it, it is off their calendar. */
  | "released";

export type TechMailContext = {
  readonly company: Pick<Company, "name" | "phone" | "email">;
  /** The Tech's own address: where the mail goes. */
  readonly to: string;
  /** The Tech's bookings page, where the customer's details are. */
  readonly bookingsUrl: string;
  readonly calendar: Omit<CalendarSettings, "companyName" | "phone">;
};

/**
 * The Tech's mail when a booking assigned to them is confirmed, changed or
 * cancelled, whoever acted: the time in the company's zone and the calendar
 * file, so the Tech is always told the time. The customer's personal details
 * stay on the Tech's bookings page, behind sign-in, not in a mail.
 */
export function composeTechBookingMail(
  booking: Pick<
    MailedBooking,
    "reference" | "status" | "version" | "services" | "startsAt" | "homeVisit"
  >,
  event: TechBookingEvent,
  context: TechMailContext,
): Composed {
  const { reference } = booking;
  const when = booking.startsAt
    ? formatDateTime(booking.startsAt, context.calendar.timeZone)
    : "a time still to be agreed";
  const titles = booking.services.map((line) => line.title).join(", ");
  const subject =
    event === "confirmed"
      ? `Booking ${reference} confirmed for you: ${when}`
      : event === "changed"
        ? `Booking ${reference} changed: the time is no longer confirmed`
        : event === "released"
          ? `Booking ${reference} moved to another technician`
          : `Booking ${reference} cancelled`;
  const lead =
    event === "confirmed"
      ? `Booking ${reference} (${titles}) is confirmed for you, ${when}. ${booking.homeVisit ? "It is a home visit." : "It is by phone or a remote session the customer approves."} The calendar file attached adds it to your calendar.`
      : event === "changed"
        ? `The customer changed booking ${reference} (${titles}): its time is no longer confirmed, and it is out of your calendar until it is confirmed again.`
        : event === "released"
          ? `Booking ${reference} (${titles}) moved to a time another technician takes: it is no longer yours, and it is out of your calendar.`
          : `Booking ${reference} (${titles}) is cancelled: it is out of your calendar.`;
  const paragraphs = [
    lead,
    `The customer's details are on your bookings page: ${context.bookingsUrl}`,
  ];
  const attachments =
    booking.startsAt && event !== "changed"
      ? [
          {
            filename: `${reference}.ics`,
            contentType: "text/calendar; charset=utf-8",
            content: bookingCalendar(
              {
                ...booking,
                startsAt: booking.startsAt,
                // The released Tech's calendar drops the event, as for a cancellation.
                ...(event === "released" && { status: "cancelled" as const }),
              },
              {
                ...context.calendar,
                companyName: context.company.name,
                phone: context.company.phone.display,
              },
            ),
          },
        ]
      : undefined;
  return {
    subject,
    text: paragraphs.join("\n\n"),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n"),
    replyTo: { name: context.company.name, address: context.company.email },
    to: context.to,
    ...(attachments && { attachments }),
  };
}
