import { business } from "@/data/business";
import { formatUsd, sumPrices } from "@/data/money";
import {
  escapeHtml,
  htmlDocument,
  labelledRows,
  textBlock,
  type Composed,
  type LabelledRow,
} from "@/lib/mail/compose";
import {
  requestSubject,
  staffWords,
  timeWindowLabel,
} from "@/lib/requests/compose";
import type { BookedService } from "@/lib/requests/reprice";
import type { BookingDetails } from "@/lib/requests/schema";

/** The company's copy of a booking request from the checkout. */
export function composeBooking(
  details: BookingDetails,
  booked: readonly BookedService[],
  reference: string | null,
): Composed {
  const name = `${details.firstName} ${details.lastName}`;
  const t = staffWords();
  const subject = requestSubject("booking", reference, name);
  const homeVisit = booked.some((s) => s.homeVisit);
  const total = formatUsd(sumPrices(booked));
  const lines = booked.map(
    (s) => [s.title, formatUsd(s.price)] as const satisfies LabelledRow,
  );
  const services = labelledRows([...lines, [t("row.total"), total]]);
  const address = [
    details.address1,
    details.address2,
    [details.city, details.state, details.zip].filter(Boolean).join(" "),
  ]
    .filter(Boolean)
    .join(", ");
  const person = labelledRows([
    [t("row.reference"), reference ?? t("unsaved")],
    [t("row.name"), name],
    [t("row.phone"), details.phone],
    [t("row.email"), details.email],
    [t("row.address"), address],
    [t("row.preferredDate"), details.date],
    [t("row.preferredTime"), timeWindowLabel(details.time)],
    [
      t("row.homeVisit"),
      t(homeVisit ? "homeVisitNeeded" : "homeVisitNotNeeded"),
    ],
  ]);
  const notes = textBlock(t("notes"), details.notes);
  const terms = t("terms", { hours: business.cancellation.freeUntilHours });
  const heading = t("services");
  return {
    subject,
    text: `${person.text}\n\n${heading}:\n${services.text}${notes.text}\n\n${terms}\n`,
    html: htmlDocument(
      subject,
      `${person.html}<h2>${escapeHtml(heading)}</h2>${services.html}${notes.html}<p>${escapeHtml(terms)}</p>`,
    ),
    replyTo: { name, address: details.email },
  };
}
