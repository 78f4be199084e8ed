import { business } from "@/data/business";
import { formatUsd, sumPrices } from "@/data/money";
import {
  escapeHtml,
  htmlDocument,
  labelledRows,
  requestSubject,
  textBlock,
  unsavedNote,
  type Composed,
  type LabelledRow,
} from "@/lib/mail/compose";
import { timeWindowLabel } from "@/lib/requests/compose";
import type { BookedService } from "@/lib/requests/reprice";
import type { BookingDetails } from "@/lib/requests/schema";

/** The company's copy of a booking request from the checkout. */
export function composeBooking(
  details: BookingDetails,
  booked: readonly BookedService[],
  reference: string | null,
): Composed {
  const name = `${details.firstName} ${details.lastName}`;
  const subject = requestSubject("Booking request", reference, name);
  const homeVisit = booked.some((s) => s.homeVisit);
  const total = formatUsd(sumPrices(booked));
  const lines = booked.map(
    (s) => [s.title, formatUsd(s.price)] as const satisfies LabelledRow,
  );
  const services = labelledRows([...lines, ["Total", total]]);
  const address = [
    details.address1,
    details.address2,
    [details.city, details.state, details.zip].filter(Boolean).join(" "),
  ]
    .filter(Boolean)
    .join(", ");
  const person = labelledRows([
    ["Reference", reference ?? unsavedNote],
    ["Name", name],
    ["Phone", details.phone],
    ["E-mail", details.email],
    ["Address", address],
    ["Preferred date", details.date],
    ["Preferred time", timeWindowLabel(details.time)],
    ["Home visit", homeVisit ? "needed" : "not needed"],
  ]);
  const notes = textBlock("Notes", details.notes);
  const terms = `No payment has been taken. Call the customer to confirm the time and the price; free cancellation up to ${business.cancellation.freeUntilHours} hours before.`;
  return {
    subject,
    text: `${person.text}\n\nServices:\n${services.text}${notes.text}\n\n${terms}\n`,
    html: htmlDocument(
      subject,
      `${person.html}<h2>Services</h2>${services.html}${notes.html}<p>${escapeHtml(terms)}</p>`,
    ),
    replyTo: { name, address: details.email },
  };
}
