import type { Locale } from "@/data/locale";
import { company } from "@/data/company";
import { formatDate } from "@/lib/dates";
import { translator } from "@/lib/i18n/catalogue";
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
  /** The customer's own words, quoted: as text with its lead, and as HTML under its heading. */
  quote?: { text: string; heading: string; body: string },
  locale: Locale = "en",
): Composed {
  const closing = translator(locale, "mail")("callOrReply", {
    phone: company.phone.display,
  });
  const text = [
    ...paragraphs,
    ...(quote === undefined ? [] : [quote.text]),
    ...(link ? [`${link.label}: ${link.href}`] : []),
    closing,
  ].join("\n\n");
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join("")}${
    quote === undefined
      ? ""
      : `<h2>${escapeHtml(quote.heading)}</h2><p style="white-space:pre-wrap">${escapeHtml(quote.body)}</p>`
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
  /** The language the booking was made in; English when not said. */
  readonly language?: Locale;
};

/**
 * "How did it go?" (docs/product.md §24.1): sent to the customer of every
 * Completed booking with an e-mail, the same words whoever they are.
 */
export function composeReviewInvitation(invited: Invited): Composed {
  const locale = invited.language ?? "en";
  const t = translator(locale, "reviewMail");
  const mail = translator(locale, "mail");
  const reference = invited.reference;
  const services = invited.services.join(", ");
  return letter(
    invited.to,
    t("invitation.subject", { reference }),
    [
      invited.firstName
        ? mail("hello", { name: invited.firstName })
        : mail("helloNobody"),
      invited.techName
        ? t("invitation.completeWith", {
            reference,
            services,
            tech: invited.techName,
          })
        : t("invitation.complete", { reference, services }),
      t("invitation.howTo", {
        lastDay: formatDate(invited.lastDay, undefined, locale),
      }),
    ],
    { href: invited.link, label: t("invitation.link") },
    undefined,
    locale,
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
  // In English, as it always was: the review does not keep its language.
  const t = translator("en", "reviewHiddenMail");
  return letter(
    to,
    t("subject", { reference }),
    [
      t("hid", { reference, reason: reasonLabel }),
      t("why"),
      t("mistake", { reference }),
    ],
    undefined,
    body === ""
      ? undefined
      : {
          text: t("quote", { quote: body }),
          heading: t("quoteHeading"),
          body,
        },
  );
}
