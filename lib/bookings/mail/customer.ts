import type { Company } from "@/data/company";
import {
  customerMailCopy,
  type CustomerMailCopy,
} from "@/data/copy/customer-mail";
import { bookedTitle } from "@/lib/content/services";
import type { Locale } from "@/data/locale";
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
 * Subjects name the reference and what happened, never a price. Each is in
 * the language the booking was made in (`language`, docs/architecture.md).
 */

export type MailedBooking = StoredBooking &
  VisitPlace & {
    readonly firstName: string | null;
    readonly lastName: string | null;
    readonly email: string | null;
    /** The Tech who does the work, when one is assigned. */
    readonly assignedTechUid?: string | null;
    /** The language the booking was made in; English when not known. */
    readonly language?: Locale;
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
export function feeSettlement(fee: number, locale: Locale = "en"): string {
  return customerMailCopy[locale].feeSettlement(fee);
}

function frame(
  subject: string,
  greeting: string,
  paragraphs: readonly Paragraph[],
  rows: readonly Row[],
  context: Pick<CustomerMailContext, "company"> & { onward?: Onward },
  reference: string,
  copy: CustomerMailCopy,
): { text: string; html: string } {
  const { company } = context;
  const shown = rows.filter(([, value]) => value !== "");
  const closing = copy.closing(company.name, company.phone.display, reference);
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
  }<p>${copy.closing(
    escapeHtml(company.name),
    `<a href="tel:${escapeHtml(company.phone.e164)}">${escapeHtml(company.phone.display)}</a>`,
    escapeHtml(reference),
  )}</p><p>${escapeHtml(company.name)}</p></body></html>`;
  return { text: `${text}\n`, html };
}

/**
 * The manage link while the booking can still change; once it is cancelled
 * or declined, nothing on it can, so the mail offers a new booking instead
 * (the manage link from earlier mails still shows it).
 */
function onward(
  booking: MailedBooking,
  context: CustomerMailContext,
  copy: CustomerMailCopy,
): Onward {
  if (booking.status === "cancelled" || booking.status === "declined") {
    const path = booking.language === "es" ? "/es/services" : "/services";
    const services = new URL(path, context.manageUrl).href;
    return {
      text: copy.bookAgain.text(services),
      html: copy.bookAgain.html(escapeHtml(services)),
    };
  }
  return {
    text: copy.manage.text(context.manageUrl, manageLinkDays),
    html: copy.manage.html(escapeHtml(context.manageUrl), manageLinkDays),
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
          language: booking.language ?? "en",
        },
      ),
    },
  ];
}

/** How the price was set: a booking made from an accepted bid has the bid's one line. */
function paymentNote(booking: MailedBooking, copy: CustomerMailCopy): string {
  const fromBid = booking.services.some(
    (line) => "slug" in line && line.slug === "problem",
  );
  return fromBid ? copy.payment.bid : copy.payment.fixed;
}

/** Who is coming, by public name and linked profile, when the booking has a Tech (docs/product.md §23.6). */
function techLine(
  booking: MailedBooking,
  context: CustomerMailContext,
  copy: CustomerMailCopy,
): Paragraph[] {
  const tech = booking.assignedTechUid
    ? context.techs?.get(booking.assignedTechUid)
    : undefined;
  if (!tech) return [];
  // A Spanish mail links the Spanish profile, at the same path under /es.
  const url =
    booking.language === "es"
      ? new URL(`/es${new URL(tech.url).pathname}`, tech.url).href
      : tech.url;
  return [
    {
      text: copy.tech.text(tech.displayName, url),
      html: copy.tech.html(
        `<a href="${escapeHtml(url)}">${escapeHtml(tech.displayName)}</a>`,
      ),
    },
  ];
}

/** Where the technician goes, as the customer gave it (docs/product.md §21.8); remote work says how it happens. */
function whereLine(booking: MailedBooking, copy: CustomerMailCopy): string {
  if (!booking.homeVisit) return copy.where.remote;
  const address = visitAddress(booking);
  return address ? copy.where.at(address) : copy.where.unknown;
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
  const locale = booking.language ?? "en";
  const copy = customerMailCopy[locale];
  const ref = booking.reference;
  const greeting = copy.hello(booking.firstName);
  const services = booking.services
    .map((s) => `${bookedTitle(s, locale)} (${formatUsd(s.price)})`)
    .join(", ");
  const label = copy.rows;
  const base: Row[] = [
    [label.reference, ref],
    [label.services, services],
    [label.total, formatUsd(booking.total)],
  ];
  const when: Row = [label.when, bookingWhen(booking, locale)];
  const address = visitAddress(booking);
  const where: Row[] = address ? [[label.address, address]] : [];
  const at = (date: Date) =>
    formatDateTime(date, context.calendar.timeZone, locale);
  const feeRow = (fee: number, reason: string, none = ""): Row => [
    label.fee,
    fee > 0 ? `${formatUsd(fee)} (${reason})` : none,
  ];
  let subject: string;
  let paragraphs: Paragraph[];
  let rows: Row[];
  let attachments: MailAttachment[] = [];
  switch (event.kind) {
    case "received":
      subject = copy.received.subject(ref);
      paragraphs = [copy.received.body(ref), paymentNote(booking, copy)];
      rows = [...base, when, ...where];
      break;
    case "confirmed":
      subject = copy.confirmed.subject(ref, at(booking.startsAt!));
      paragraphs = [
        copy.confirmed.body(at(booking.startsAt!)),
        ...techLine(booking, context, copy),
        whereLine(booking, copy),
        paymentNote(booking, copy),
      ];
      rows = [...base, when, ...where];
      attachments = calendarFile(booking, context);
      break;
    case "moved":
      subject = copy.moved.subject(ref, at(event.from), at(booking.startsAt!));
      paragraphs = [
        copy.moved.body(at(event.from), at(booking.startsAt!)),
        ...techLine(booking, context, copy),
        whereLine(booking, copy),
        copy.feeSettlement(event.fee),
      ];
      rows = [
        ...base,
        [label.before, at(event.from)],
        when,
        ...where,
        feeRow(event.fee, event.feeReason),
      ];
      attachments = calendarFile(booking, context);
      break;
    case "changed":
      subject = copy.changed.subject(ref);
      paragraphs = [copy.changed.body, copy.feeSettlement(event.fee)];
      rows = [
        ...base,
        [label.before, event.before],
        [label.now, bookingWhen(booking, locale)],
        ...where,
        feeRow(event.fee, event.feeReason),
      ];
      break;
    case "cancelled":
      subject = copy.cancelled.subject(ref);
      paragraphs = [
        event.by === "customer"
          ? copy.cancelled.byCustomer(ref)
          : copy.cancelled.byCompany(ref, event.note),
        event.by === "customer"
          ? copy.feeSettlement(event.fee)
          : copy.cancelled.noFee,
        ...(booking.startsAt ? [copy.cancelled.calendar] : []),
      ];
      rows = [...base, when, feeRow(event.fee, event.feeReason, label.noFee)];
      attachments = calendarFile(booking, context);
      break;
    case "declined":
      subject = copy.declined.subject(ref);
      paragraphs = [copy.declined.body(ref, event.reason), copy.declined.after];
      rows = [...base, when];
      break;
    case "reminder":
      subject = copy.reminder.subject(ref, at(booking.startsAt!));
      paragraphs = [
        copy.reminder.body(at(booking.startsAt!)),
        whereLine(booking, copy),
      ];
      rows = [...base, when, ...where];
      break;
  }
  const body = frame(
    subject,
    greeting,
    paragraphs,
    rows,
    { company: context.company, onward: onward(booking, context, copy) },
    ref,
    copy,
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
  message: {
    reference: string;
    name: string;
    email: string;
    language?: Locale;
  },
  context: Pick<CustomerMailContext, "company">,
): Composed {
  const copy = customerMailCopy[message.language ?? "en"];
  const subject = copy.acknowledgement.subject(message.reference);
  const body = frame(
    subject,
    copy.acknowledgement.hello(message.name),
    [
      copy.acknowledgement.body(message.reference),
      copy.acknowledgement.notBooking,
    ],
    [[copy.rows.reference, message.reference]],
    context,
    message.reference,
    copy,
  );
  return {
    subject,
    ...body,
    to: message.email,
    replyTo: { name: context.company.name, address: context.company.email },
  };
}
