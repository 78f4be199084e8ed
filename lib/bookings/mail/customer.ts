import type { Company } from "@/data/company";
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
import { translator } from "@/lib/i18n/catalogue";
import { localePath } from "@/lib/i18n/paths";

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

/** The words of a customer's mail, in its language (the `mail` messages). */
type MailWords = ReturnType<typeof translator<"mail">>;

/** Nothing is paid on the site; a fee is settled the way a service is. */
export function feeSettlement(fee: number, locale: Locale = "en"): string {
  return feeSentence(fee, translator(locale, "mail"));
}

function feeSentence(fee: number, t: MailWords): string {
  return fee > 0
    ? t("feeSettlement", { fee: formatUsd(fee) })
    : t("noFeeApplies");
}

/** A link around a message's `<link>` words, in a mail's HTML. */
const linkTo =
  (href: string) =>
  (chunks: string): string =>
    `<a href="${escapeHtml(href)}">${chunks}</a>`;

function frame(
  subject: string,
  greeting: string,
  paragraphs: readonly Paragraph[],
  rows: readonly Row[],
  context: Pick<CustomerMailContext, "company"> & { onward?: Onward },
  reference: string,
  t: MailWords,
): { text: string; html: string } {
  const { company } = context;
  const shown = rows.filter(([, value]) => value !== "");
  const closing = t("closing", {
    name: company.name,
    phone: company.phone.display,
    reference,
  });
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
  }<p>${t("closing", {
    name: escapeHtml(company.name),
    phone: `<a href="tel:${escapeHtml(company.phone.e164)}">${escapeHtml(company.phone.display)}</a>`,
    reference: escapeHtml(reference),
  })}</p><p>${escapeHtml(company.name)}</p></body></html>`;
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
  t: MailWords,
): Onward {
  if (booking.status === "cancelled" || booking.status === "declined") {
    const path = localePath(booking.language ?? "en", "/services");
    const services = new URL(path, context.manageUrl).href;
    return {
      text: t("bookAgain.text", { url: services }),
      html: t.markup("bookAgain.html", { link: linkTo(services) }),
    };
  }
  const days = manageLinkDays;
  return {
    text: t("manage.text", { url: context.manageUrl, days }),
    html: t.markup("manage.html", { days, link: linkTo(context.manageUrl) }),
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
function paymentNote(booking: MailedBooking, t: MailWords): string {
  const fromBid = booking.services.some(
    (line) => "slug" in line && line.slug === "problem",
  );
  return t(fromBid ? "payment.bid" : "payment.fixed");
}

/** Who is coming, by public name and linked profile, when the booking has a Tech (docs/product.md §23.6). */
function techLine(
  booking: MailedBooking,
  context: CustomerMailContext,
  t: MailWords,
): Paragraph[] {
  const tech = booking.assignedTechUid
    ? context.techs?.get(booking.assignedTechUid)
    : undefined;
  if (!tech) return [];
  // The profile in the mail's language, where it has one.
  const profile = new URL(tech.url).pathname;
  const path = localePath(booking.language ?? "en", profile);
  const url = path === profile ? tech.url : new URL(path, tech.url).href;
  return [
    {
      text: t("tech.text", { name: tech.displayName, url }),
      html: t.markup("tech.html", {
        name: escapeHtml(tech.displayName),
        link: linkTo(url),
      }),
    },
  ];
}

/** Where the technician goes, as the customer gave it (docs/product.md §21.8); remote work says how it happens. */
function whereLine(booking: MailedBooking, t: MailWords): string {
  if (!booking.homeVisit) return t("where.remote");
  const address = visitAddress(booking);
  return address ? t("where.at", { address }) : t("where.unknown");
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
  const t = translator(locale, "mail");
  const ref = booking.reference;
  const greeting = booking.firstName
    ? t("hello", { name: booking.firstName })
    : t("helloNobody");
  const services = booking.services
    .map(
      (s) =>
        `${bookedTitle(s, context.calendar.catalogue, locale)} (${formatUsd(s.price)})`,
    )
    .join(", ");
  const base: Row[] = [
    [t("row.reference"), ref],
    [t("row.services"), services],
    [t("row.total"), formatUsd(booking.total)],
  ];
  const when: Row = [t("row.when"), bookingWhen(booking, locale)];
  const address = visitAddress(booking);
  const where: Row[] = address ? [[t("row.address"), address]] : [];
  const at = (date: Date) =>
    formatDateTime(date, context.calendar.timeZone, locale);
  const feeRow = (fee: number, reason: string, none = ""): Row => [
    t("row.fee"),
    fee > 0 ? `${formatUsd(fee)} (${reason})` : none,
  ];
  let subject: string;
  let paragraphs: Paragraph[];
  let rows: Row[];
  let attachments: MailAttachment[] = [];
  switch (event.kind) {
    case "received":
      subject = t("received.subject", { reference: ref });
      paragraphs = [
        t("received.body", { reference: ref }),
        paymentNote(booking, t),
      ];
      rows = [...base, when, ...where];
      break;
    case "confirmed":
      subject = t("confirmed.subject", {
        reference: ref,
        at: at(booking.startsAt!),
      });
      paragraphs = [
        t("confirmed.body", { at: at(booking.startsAt!) }),
        ...techLine(booking, context, t),
        whereLine(booking, t),
        paymentNote(booking, t),
      ];
      rows = [...base, when, ...where];
      attachments = calendarFile(booking, context);
      break;
    case "moved":
      subject = t("moved.subject", {
        reference: ref,
        from: at(event.from),
        to: at(booking.startsAt!),
      });
      paragraphs = [
        t("moved.body", { from: at(event.from), to: at(booking.startsAt!) }),
        ...techLine(booking, context, t),
        whereLine(booking, t),
        feeSentence(event.fee, t),
      ];
      rows = [
        ...base,
        [t("row.before"), at(event.from)],
        when,
        ...where,
        feeRow(event.fee, event.feeReason),
      ];
      attachments = calendarFile(booking, context);
      break;
    case "changed":
      subject = t("changed.subject", { reference: ref });
      paragraphs = [t("changed.body"), feeSentence(event.fee, t)];
      rows = [
        ...base,
        [t("row.before"), event.before],
        [t("row.now"), bookingWhen(booking, locale)],
        ...where,
        feeRow(event.fee, event.feeReason),
      ];
      break;
    case "cancelled":
      subject = t("cancelled.subject", { reference: ref });
      paragraphs = [
        event.by === "customer"
          ? t("cancelled.byCustomer", { reference: ref })
          : event.note
            ? t("cancelled.byCompanyBecause", {
                reference: ref,
                note: event.note,
              })
            : t("cancelled.byCompany", { reference: ref }),
        event.by === "customer"
          ? feeSentence(event.fee, t)
          : t("cancelled.noFee"),
        ...(booking.startsAt ? [t("cancelled.calendar")] : []),
      ];
      rows = [
        ...base,
        when,
        feeRow(event.fee, event.feeReason, t("row.noFee")),
      ];
      attachments = calendarFile(booking, context);
      break;
    case "declined":
      subject = t("declined.subject", { reference: ref });
      paragraphs = [
        t("declined.body", { reference: ref, reason: event.reason }),
        t("declined.after"),
      ];
      rows = [...base, when];
      break;
    case "reminder":
      subject = t("reminder.subject", {
        reference: ref,
        at: at(booking.startsAt!),
      });
      paragraphs = [
        t("reminder.body", { at: at(booking.startsAt!) }),
        whereLine(booking, t),
      ];
      rows = [...base, when, ...where];
      break;
  }
  const body = frame(
    subject,
    greeting,
    paragraphs,
    rows,
    { company: context.company, onward: onward(booking, context, t) },
    ref,
    t,
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
  const t = translator(message.language ?? "en", "mail");
  const reference = message.reference;
  const subject = t("acknowledgement.subject", { reference });
  const body = frame(
    subject,
    t("hello", { name: message.name }),
    [t("acknowledgement.body", { reference }), t("acknowledgement.notBooking")],
    [[t("row.reference"), reference]],
    context,
    reference,
    t,
  );
  return {
    subject,
    ...body,
    to: message.email,
    replyTo: { name: context.company.name, address: context.company.email },
  };
}
