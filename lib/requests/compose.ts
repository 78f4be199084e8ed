import { company } from "@/data/company";
import { business } from "@/data/business";
import { timeWindows } from "@/data/request-rules";
import { formatUsd, sumPrices } from "@/data/money";
import type { BookedService } from "./reprice";
import type { BookingDetails, ContactRequest } from "./schema";

/** A file sent with a mail, such as a booking's calendar file. */
export type MailAttachment = {
  readonly filename: string;
  readonly contentType: string;
  readonly content: string;
};

/** A message ready for the mail server, or for a visitor's own mail program. */
export type Composed = {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The company's copy: the visitor. A mail to the customer: the company. */
  readonly replyTo: { readonly name: string; readonly address: string };
  /** The recipient when it is not the company: a customer, a member or a Tech (docs/product.md §21). */
  readonly to?: string;
  readonly attachments?: readonly MailAttachment[];
};

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

type Row = readonly [label: string, value: string];

/** Label-value rows as plain text and as an escaped HTML table. */
function rows(items: readonly Row[]): { text: string; html: string } {
  const shown = items.filter(([, value]) => value !== "");
  return {
    text: shown.map(([label, value]) => `${label}: ${value}`).join("\n"),
    html: `<table>${shown
      .map(
        ([label, value]) =>
          `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      )
      .join("")}</table>`,
  };
}

/** A free-text block; line breaks survive in both parts. */
function block(heading: string, value: string): { text: string; html: string } {
  if (value === "") return { text: "", html: "" };
  return {
    text: `\n\n${heading}:\n${value}`,
    html: `<h2>${escapeHtml(heading)}</h2><p style="white-space:pre-wrap">${escapeHtml(value)}</p>`,
  };
}

function document(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

/**
 * A request the database did not keep has no reference: the visitor sends it
 * from their own e-mail program (docs/product.md §6.6), and a reference no
 * database holds would send them and us looking for it.
 */
export const unsavedNote =
  "none: the website could not save this request, so only this e-mail carries it";

const titled = (kind: string, reference: string | null, name: string) =>
  reference === null
    ? `${kind} from ${name} (not saved by the website)`
    : `${kind} ${reference} from ${name}`;

export function composeContact(
  request: ContactRequest,
  reference: string | null,
): Composed {
  const subject = titled("Contact request", reference, request.name);
  const details = rows([
    ["Reference", reference ?? unsavedNote],
    ["Name", request.name],
    ["Contact number", request.phone],
    ["E-mail", request.email],
  ]);
  const message = block("Message", request.message);
  return {
    subject,
    text: `${details.text}${message.text}\n`,
    html: document(subject, `${details.html}${message.html}`),
    replyTo: { name: request.name, address: request.email },
  };
}

export function timeWindowLabel(id: string): string {
  return timeWindows.find((w) => w.id === id)?.label ?? id;
}

export function composeBooking(
  details: BookingDetails,
  booked: readonly BookedService[],
  reference: string | null,
): Composed {
  const name = `${details.firstName} ${details.lastName}`;
  const subject = titled("Booking request", reference, name);
  const homeVisit = booked.some((s) => s.homeVisit);
  const total = formatUsd(sumPrices(booked));
  const lines = booked.map(
    (s) => [s.title, formatUsd(s.price)] as const satisfies Row,
  );
  const services = rows([...lines, ["Total", total]]);
  const address = [
    details.address1,
    details.address2,
    [details.city, details.state, details.zip].filter(Boolean).join(" "),
  ]
    .filter(Boolean)
    .join(", ");
  const person = rows([
    ["Reference", reference ?? unsavedNote],
    ["Name", name],
    ["Phone", details.phone],
    ["E-mail", details.email],
    ["Address", address],
    ["Preferred date", details.date],
    ["Preferred time", timeWindowLabel(details.time)],
    ["Home visit", homeVisit ? "needed" : "not needed"],
  ]);
  const notes = block("Notes", details.notes);
  const terms = `No payment has been taken. Call the customer to confirm the time and the price; free cancellation up to ${business.cancellation.freeUntilHours} hours before.`;
  return {
    subject,
    text: `${person.text}\n\nServices:\n${services.text}${notes.text}\n\n${terms}\n`,
    html: document(
      subject,
      `${person.html}<h2>Services</h2>${services.html}${notes.html}<p>${escapeHtml(terms)}</p>`,
    ),
    replyTo: { name, address: details.email },
  };
}

/** The whole request as a mailto: link to the company, for when the database cannot keep it. */
export function mailtoFor(composed: Composed): string {
  const query = `subject=${encodeURIComponent(composed.subject)}&body=${encodeURIComponent(composed.text)}`;
  return `mailto:${company.email}?${query}`;
}
