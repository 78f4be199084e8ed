import type { Company } from "@/data/company";
import { escapeHtml, type Composed } from "@/lib/mail/compose";
import { mapLink, visitAddress, type VisitPlace } from "@/lib/bookings/address";
import { bookingCalendar, type CalendarSettings } from "@/lib/bookings/ics";
import type { MailedBooking } from "./customer";
import { formatDateTime } from "@/lib/dates";
import { translator } from "@/lib/i18n/catalogue";

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
  /** The Tech's bookings page: the customer's name, phone, e-mail and address. */
  readonly bookingsUrl: string;
  readonly calendar: Omit<CalendarSettings, "companyName" | "phone">;
};

/** A paragraph, with its HTML where it holds links. */
type Paragraph = { readonly text: string; readonly html: string };

const link = (href: string, label = href) =>
  `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

/**
 * The Tech's mail when a booking assigned to them is confirmed, changed or
 * cancelled, whoever acted: the time in the company's zone and the calendar
 * file, so the Tech is always told the time. A home visit's confirmation
 * carries where to go, with a map link (docs/product.md §21.8); the
 * customer's name, phone and e-mail stay on the Tech's bookings page, behind
 * sign-in, and a booking no longer theirs says nothing of the customer.
 */
export function composeTechBookingMail(
  booking: Pick<
    MailedBooking,
    "reference" | "status" | "version" | "services" | "startsAt"
  > &
    VisitPlace,
  event: TechBookingEvent,
  context: TechMailContext,
): Composed {
  const t = translator("en", "techBookingMail");
  const { reference } = booking;
  const when = booking.startsAt
    ? formatDateTime(booking.startsAt, context.calendar.timeZone)
    : t("whenUnknown");
  const titles = booking.services.map((line) => line.title).join(", ");
  const subject = t(`subject.${event}`, { reference, when });
  const lead = t(`lead.${event}`, {
    reference,
    titles,
    when,
    visit: booking.homeVisit ? "home" : "remote",
  });
  const address = event === "released" ? undefined : visitAddress(booking);
  const where: Paragraph[] =
    address && event === "confirmed"
      ? [
          {
            text: t("where.text", { address, map: mapLink(address) }),
            html: t.markup("where.html", {
              address: escapeHtml(address),
              link: (chunks) =>
                `<a href="${escapeHtml(mapLink(address))}">${chunks}</a>`,
            }),
          },
        ]
      : [];
  const page =
    event === "released"
      ? t("page.released")
      : t("page.details", { address: address ? "yes" : "no" });
  const paragraphs: Paragraph[] = [
    { text: lead, html: escapeHtml(lead) },
    ...where,
    event === "released"
      ? { text: page, html: escapeHtml(page) }
      : {
          text: `${page} ${context.bookingsUrl}`,
          html: `${escapeHtml(page)} ${link(context.bookingsUrl)}`,
        },
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
                address,
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
    text: paragraphs.map((p) => p.text).join("\n\n"),
    html: paragraphs.map((p) => `<p>${p.html}</p>`).join("\n"),
    replyTo: { name: context.company.name, address: context.company.email },
    to: context.to,
    ...(attachments && { attachments }),
  };
}
