import type { Company } from "@/data/company";
import { formatUsd } from "@/data/money";
import {
  escapeHtml,
  type Composed,
  type MailAttachment,
} from "@/lib/mail/compose";
import { visitAddress, type VisitPlace } from "@/lib/bookings/address";
import { bookingCalendar, type CalendarSettings } from "@/lib/bookings/ics";
import { bookingWhen, type StoredBooking } from "@/lib/bookings/manage";
import { manageLinkDays } from "@/lib/bookings/manage-link";
import { formatDateTime } from "@/lib/dates";

/**
 * The e-mails a customer gets about their booking or message (docs/product.md
 * §21.1). Pure: the server hands in the booking, the link and the calendar
 * settings, and writes what comes back into the outbox with the change.
 * Subjects name the reference and what happened, never a price.
 */

export type MailedBooking = StoredBooking &
  VisitPlace & {
    readonly firstName: string | null;
    readonly lastName: string | null;
    readonly email: string | null;
    /** The Tech who does the work, when one is assigned. */
    readonly assignedTechUid?: string | null;
  };

/** What a customer is told of a Tech: the public name and the profile's address. */
export type TechNamed = { readonly displayName: string; readonly url: string };

export type CustomerMailContext = {
  readonly company: Pick<Company, "name" | "phone" | "email">;
  /** The booking's manage link, with its signed token. */
  readonly manageUrl: string;
  /** For the calendar file of a confirmed (or cancelled) time. */
  readonly calendar: Omit<CalendarSettings, "companyName" | "phone">;
  /** The public names of the Techs offered to customers, by uid. */
  readonly techs?: ReadonlyMap<string, TechNamed>;
};

export type CustomerEvent =
  | { readonly kind: "received" }
  | { readonly kind: "confirmed" }
  /** Moved to a free start, Confirmed at once (docs/product.md §23.10). */
  | {
      readonly kind: "moved";
      readonly from: Date;
      readonly fee: number;
      readonly feeReason: string;
    }
  | {
      readonly kind: "changed";
      /** What the booking said before the change. */
      readonly before: string;
      readonly fee: number;
      readonly feeReason: string;
    }
  | {
      readonly kind: "cancelled";
      readonly by: "customer" | "company";
      readonly fee: number;
      readonly feeReason: string;
      /** The company's reason, when it cancelled. */
      readonly note?: string | null;
    }
  | { readonly kind: "declined"; readonly reason: string }
  | { readonly kind: "reminder" };

/** A confirmed appointment is recalled this many hours before its start. */
export const reminderHours = 24;

type Row = readonly [label: string, value: string];

/** A paragraph: plain text, or text with its own HTML where it holds a link. */
type Paragraph = string | { readonly text: string; readonly html: string };

/** The line under the rows: the manage link, or, once nothing can change, where to book again. */
type Onward = { readonly text: string; readonly html: string };

/** Nothing is paid on the site; a fee is settled the way a service is. */
export function feeSettlement(fee: number): string {
  return fee > 0
    ? `A fee of ${formatUsd(fee)} is recorded on your booking. Nothing is charged online: we will call you to settle it, and it is paid like a service, after the call, by the methods shown on our site.`
    : "No fee applies.";
}

function frame(
  subject: string,
  greeting: string,
  paragraphs: readonly Paragraph[],
  rows: readonly Row[],
  context: Pick<CustomerMailContext, "company"> & { onward?: Onward },
  reference: string,
): { text: string; html: string } {
  const { company } = context;
  const shown = rows.filter(([, value]) => value !== "");
  const closing = `Questions? Call ${company.name} at ${company.phone.display} and give your reference, ${reference}.`;
  const text = [
    greeting,
    ...paragraphs.map((p) => (typeof p === "string" ? p : p.text)),
    shown.map(([label, value]) => `${label}: ${value}`).join("\n"),
    context.onward?.text,
    closing,
    `${company.name}`,
  ]
    .filter(Boolean)
    .join("\n\n");
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body><p>${escapeHtml(greeting)}</p>${paragraphs
    .map((p) => `<p>${typeof p === "string" ? escapeHtml(p) : p.html}</p>`)
    .join("")}<table>${shown
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join("")}</table>${
    context.onward ? `<p>${context.onward.html}</p>` : ""
  }<p>Questions? Call ${escapeHtml(company.name)} at <a href="tel:${escapeHtml(company.phone.e164)}">${escapeHtml(company.phone.display)}</a> and give your reference, ${escapeHtml(reference)}.</p><p>${escapeHtml(company.name)}</p></body></html>`;
  return { text: `${text}\n`, html };
}

/**
 * The manage link while the booking can still change; once it is cancelled
 * or declined, nothing on it can, so the mail offers a new booking instead
 * (the manage link from earlier mails still shows it).
 */
function onward(booking: MailedBooking, context: CustomerMailContext): Onward {
  if (booking.status === "cancelled" || booking.status === "declined") {
    const services = new URL("/services", context.manageUrl).href;
    return {
      text: `To book again: ${services}`,
      html: `<a href="${escapeHtml(services)}">Book again</a> whenever you need us.`,
    };
  }
  return {
    text: `See, change or cancel your booking, with nothing to type: ${context.manageUrl}\n(The link works until ${manageLinkDays} days after your appointment.)`,
    html: `<a href="${escapeHtml(context.manageUrl)}">See, change or cancel your booking</a>, with nothing to type. The link works until ${manageLinkDays} days after your appointment.`,
  };
}

function calendarFile(
  booking: MailedBooking,
  context: CustomerMailContext,
): MailAttachment[] {
  if (!booking.startsAt) return [];
  return [
    {
      filename: `${booking.reference}.ics`,
      contentType: "text/calendar; charset=utf-8",
      content: bookingCalendar(
        {
          ...booking,
          startsAt: booking.startsAt,
          address: visitAddress(booking),
        },
        {
          ...context.calendar,
          companyName: context.company.name,
          phone: context.company.phone.display,
        },
      ),
    },
  ];
}

/** How the price was set: a booking made from an accepted bid has the bid's one line. */
function paymentNote(booking: MailedBooking): string {
  const fromBid = booking.services.some(
    (line) => "slug" in line && line.slug === "problem",
  );
  return fromBid
    ? "The price is the one in the bid you accepted. If the technician finds more than the bid covers, they tell you and quote before doing anything more. You pay after the service; nothing is paid on this site."
    : "The prices are the fixed prices of the services you booked. If the technician finds more than a service covers, they tell you and quote before doing anything more. You pay after the service; nothing is paid on this site.";
}

/** Who is coming, by public name and linked profile, when the booking has a Tech (docs/product.md §23.6). */
function techLine(
  booking: MailedBooking,
  context: CustomerMailContext,
): Paragraph[] {
  const tech = booking.assignedTechUid
    ? context.techs?.get(booking.assignedTechUid)
    : undefined;
  return tech
    ? [
        {
          text: `Your technician is ${tech.displayName}: ${tech.url}`,
          html: `Your technician is <a href="${escapeHtml(tech.url)}">${escapeHtml(tech.displayName)}</a>.`,
        },
      ]
    : [];
}

/** Where the technician goes, as the customer gave it (docs/product.md §21.8); remote work says how it happens. */
function whereLine(booking: MailedBooking): string {
  if (!booking.homeVisit) {
    return "The technician calls you, or starts a remote session only once you approve it.";
  }
  const address = visitAddress(booking);
  return address
    ? `The technician comes to ${address}. If that is not right, call us before the appointment.`
    : "The technician comes to you; call us to give the address.";
}

/**
 * The customer's mail about one event of their booking, or undefined when
 * there is no address to write to (erased, or never given).
 */
export function composeCustomerMail(
  booking: MailedBooking,
  event: CustomerEvent,
  context: CustomerMailContext,
): Composed | undefined {
  if (!booking.email) return undefined;
  const ref = booking.reference;
  const greeting = booking.firstName ? `Hello ${booking.firstName},` : "Hello,";
  const services = booking.services
    .map((s) => `${s.title} (${formatUsd(s.price)})`)
    .join(", ");
  const base: Row[] = [
    ["Reference", ref],
    ["Services", services],
    ["Total", formatUsd(booking.total)],
  ];
  const when: Row = ["When", bookingWhen(booking)];
  const address = visitAddress(booking);
  const where: Row[] = address ? [["Address", address]] : [];
  const at = (date: Date) => formatDateTime(date, context.calendar.timeZone);
  let subject: string;
  let paragraphs: Paragraph[];
  let rows: Row[];
  let attachments: MailAttachment[] = [];
  switch (event.kind) {
    case "received":
      subject = `Booking ${ref} received: we will call you to confirm the time`;
      paragraphs = [
        `Thank you: we have your booking request ${ref}. We will call you to confirm the time. Until then you can change or cancel it free of charge.`,
        paymentNote(booking),
      ];
      rows = [...base, when, ...where];
      break;
    case "confirmed":
      subject = `Booking ${ref} confirmed for ${at(booking.startsAt!)}`;
      paragraphs = [
        `Your appointment is confirmed for ${at(booking.startsAt!)} (New York time). The calendar file attached adds it to your calendar.`,
        ...techLine(booking, context),
        whereLine(booking),
        paymentNote(booking),
      ];
      rows = [...base, when, ...where];
      attachments = calendarFile(booking, context);
      break;
    case "moved":
      subject = `Booking ${ref} moved from ${at(event.from)} to ${at(booking.startsAt!)}`;
      paragraphs = [
        `Your appointment is moved from ${at(event.from)} to ${at(booking.startsAt!)} (New York time), and the new time is confirmed. It is the same booking, not a second one: the calendar file attached moves it in your calendar.`,
        ...techLine(booking, context),
        whereLine(booking),
        feeSettlement(event.fee),
      ];
      rows = [
        ...base,
        ["Before", at(event.from)],
        when,
        ...where,
        [
          "Fee",
          event.fee > 0 ? `${formatUsd(event.fee)} (${event.feeReason})` : "",
        ],
      ];
      attachments = calendarFile(booking, context);
      break;
    case "changed":
      subject = `Booking ${ref} changed: your new preferred time is sent`;
      paragraphs = [
        "We have your new preferred date and time, and will call you to confirm them.",
        feeSettlement(event.fee),
      ];
      rows = [
        ...base,
        ["Before", event.before],
        ["Now", bookingWhen(booking)],
        ...where,
        [
          "Fee",
          event.fee > 0 ? `${formatUsd(event.fee)} (${event.feeReason})` : "",
        ],
      ];
      break;
    case "cancelled":
      subject = `Booking ${ref} cancelled`;
      paragraphs = [
        event.by === "customer"
          ? `Your booking ${ref} is cancelled, as you asked.`
          : `We have cancelled your booking ${ref}.${event.note ? ` Our reason: ${event.note}` : ""}`,
        event.by === "customer"
          ? feeSettlement(event.fee)
          : "We cancelled it, so no fee applies.",
        ...(booking.startsAt
          ? [
              "The calendar file attached removes the appointment from your calendar.",
            ]
          : []),
      ];
      rows = [
        ...base,
        when,
        [
          "Fee",
          event.fee > 0
            ? `${formatUsd(event.fee)} (${event.feeReason})`
            : "none",
        ],
      ];
      attachments = calendarFile(booking, context);
      break;
    case "declined":
      subject = `Booking ${ref} declined`;
      paragraphs = [
        `We are sorry: we cannot take your booking ${ref}. Our reason: ${event.reason}`,
        "Nothing was charged. Call us and we will help you find another way.",
      ];
      rows = [...base, when];
      break;
    case "reminder":
      subject = `Reminder: booking ${ref} is on ${at(booking.startsAt!)}`;
      paragraphs = [
        `A reminder: your appointment is on ${at(booking.startsAt!)} (New York time).`,
        whereLine(booking),
      ];
      rows = [...base, when, ...where];
      break;
  }
  const body = frame(
    subject,
    greeting,
    paragraphs,
    rows,
    { company: context.company, onward: onward(booking, context) },
    ref,
  );
  return {
    subject,
    ...body,
    to: booking.email,
    replyTo: { name: context.company.name, address: context.company.email },
    ...(attachments.length > 0 && { attachments }),
  };
}

/** The acknowledgement of a contact message, with its reference (docs/product.md §21.5). */
export function composeMessageAcknowledgement(
  message: { reference: string; name: string; email: string },
  context: Pick<CustomerMailContext, "company">,
): Composed {
  const subject = `Message ${message.reference} received: we will reply`;
  const body = frame(
    subject,
    `Hello ${message.name},`,
    [
      `Thank you: we have your message ${message.reference} and will reply by phone or e-mail.`,
      "This reference is for your message. It is not a booking reference, so the Manage a booking page does not find it.",
    ],
    [["Reference", message.reference]],
    context,
    message.reference,
  );
  return {
    subject,
    ...body,
    to: message.email,
    replyTo: { name: context.company.name, address: context.company.email },
  };
}
