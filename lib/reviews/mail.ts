import { company } from "@/data/company";
import { formatDate } from "@/lib/dates";
import { escapeHtml, type Composed } from "@/lib/mail/compose";

/**
 * The reviews' mails to the customer (docs/product.md §24). Everything the
 * customer typed is escaped in the HTML part, as every value is: no markup
 * from a review ever reaches a mail.
 */
function letter(
  to: string,
  subject: string,
  paragraphs: readonly string[],
  link?: { href: string; label: string },
  quote?: string,
): Composed {
  const closing = `Questions? Call us at ${company.phone.display} or reply to this e-mail.`;
  const text = [
    ...paragraphs,
    ...(quote === undefined ? [] : [`Your review:\n${quote}`]),
    ...(link ? [`${link.label}: ${link.href}`] : []),
    closing,
  ].join("\n\n");
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join("")}${
    quote === undefined
      ? ""
      : `<h2>Your review</h2><p style="white-space:pre-wrap">${escapeHtml(quote)}</p>`
  }${
    link
      ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`
      : ""
  }<p>${escapeHtml(closing)}</p></body></html>`;
  return {
    to,
    subject,
    text: `${text}\n`,
    html,
    replyTo: { name: company.name, address: company.email },
  };
}

export type Invited = {
  readonly to: string;
  readonly firstName: string | null;
  readonly reference: string;
  /** Service titles. */
  readonly services: readonly string[];
  readonly techName: string | null;
  /** The full address of the signed review link. */
  readonly link: string;
  /** The last day of the review window, "YYYY-MM-DD" in the company's zone. */
  readonly lastDay: string;
};

/**
 * "How did it go?" (docs/product.md §24.1): sent to the customer of every
 * Completed booking with an e-mail, the same words whoever they are.
 */
export function composeReviewInvitation(invited: Invited): Composed {
  const who = invited.techName ? ` with ${invited.techName}` : "";
  return letter(
    invited.to,
    `How did it go? Review booking ${invited.reference}`,
    [
      `Hello${invited.firstName ? ` ${invited.firstName}` : ""},`,
      `Your booking ${invited.reference} (${invited.services.join(", ")})${who} is complete. How did it go?`,
      `Give it 1 to 5 stars and, if you like, a few words: the link below opens the review form for this booking, with no sign-in and no reference to enter. You can change your review once. Reviews are published with your first name and initial, and the link works until ${formatDate(invited.lastDay)}.`,
    ],
    { href: invited.link, label: "Review your booking" },
  );
}

/**
 * The author's mail when staff hide their review (docs/product.md §24.3):
 * the reason from the list, and the text they wrote, as text.
 */
export function composeReviewHidden({
  to,
  reference,
  reasonLabel,
  body,
}: {
  to: string;
  reference: string;
  reasonLabel: string;
  body: string;
}): Composed {
  return letter(
    to,
    `Your review of booking ${reference} was hidden`,
    [
      `We hid your review of booking ${reference}: ${reasonLabel}.`,
      "We hide a review only for a reason from our list, never for its rating, and we never change its words. It no longer shows on our pages or in any average.",
      `If you think this is a mistake, reply to this e-mail with booking ${reference}.`,
    ],
    undefined,
    body === "" ? undefined : body,
  );
}
