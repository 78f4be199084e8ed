import { company } from "@/data/company";
import { timeWindows } from "@/data/request-rules";
import {
  htmlDocument,
  labelledRows,
  requestSubject,
  textBlock,
  unsavedNote,
  type Composed,
} from "@/lib/mail/compose";
import type { ContactRequest } from "./schema";

export function composeContact(
  request: ContactRequest,
  reference: string | null,
): Composed {
  const subject = requestSubject("Contact request", reference, request.name);
  const details = labelledRows([
    ["Reference", reference ?? unsavedNote],
    ["Name", request.name],
    ["Contact number", request.phone],
    ["E-mail", request.email],
  ]);
  const message = textBlock("Message", request.message);
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
