import { company } from "@/data/company";
import { timeWindows } from "@/data/request-rules";
import { translator } from "@/lib/i18n/catalogue";
import {
  htmlDocument,
  labelledRows,
  textBlock,
  type Composed,
} from "@/lib/mail/compose";
import type { ContactRequest } from "./schema";

/** The words of the company's own mails, in English as the desk reads them. */
export const staffWords = () => translator("en", "staffMail");

/**
 * The company's copy's subject: the kind of request, its reference and who
 * sent it. A request the database did not keep has no reference: the visitor
 * sends it from their own e-mail program (docs/product.md §6.6), and a
 * reference no database holds would send them and us looking for it.
 */
export function requestSubject(
  kind: "contact" | "booking",
  reference: string | null,
  name: string,
): string {
  const t = staffWords();
  return reference === null
    ? t(`subject.${kind}Unsaved`, { name })
    : t(`subject.${kind}`, { reference, name });
}

export function composeContact(
  request: ContactRequest,
  reference: string | null,
): Composed {
  const t = staffWords();
  const subject = requestSubject("contact", reference, request.name);
  const details = labelledRows([
    [t("row.reference"), reference ?? t("unsaved")],
    [t("row.name"), request.name],
    [t("row.contactNumber"), request.phone],
    [t("row.email"), request.email],
  ]);
  const message = textBlock(t("message"), request.message);
  return {
    subject,
    text: `${details.text}${message.text}\n`,
    html: htmlDocument(subject, `${details.html}${message.html}`),
    replyTo: { name: request.name, address: request.email },
  };
}

export function timeWindowLabel(id: string): string {
  return timeWindows.find((w) => w.id === id)?.label ?? id;
}

/** The whole request as a mailto: link to the company, for when the database cannot keep it. */
export function mailtoFor(composed: Composed): string {
  const query = `subject=${encodeURIComponent(composed.subject)}&body=${encodeURIComponent(composed.text)}`;
  return `mailto:${company.email}?${query}`;
}
