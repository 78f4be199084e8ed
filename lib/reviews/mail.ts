import type { Locale } from "@/data/locale";
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
  locale: Locale = "en",
): Composed {
  const closing =
    locale === "es"
      ? `¿Tiene preguntas? Llámenos al ${company.phone.display} o responda a este correo.`
      : `Questions? Call us at ${company.phone.display} or reply to this e-mail.`;
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
  /** The language the booking was made in; English when not said. */
  readonly language?: Locale;
};

/**
 * "How did it go?" (docs/product.md §24.1): sent to the customer of every
 * Completed booking with an e-mail, the same words whoever they are.
 */
export function composeReviewInvitation(invited: Invited): Composed {
  if (invited.language === "es") return invitationEs(invited);
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

/** The invitation in Spanish (docs/glossary-es.md): the same facts, the same link. */
function invitationEs(invited: Invited): Composed {
  const who = invited.techName ? ` con ${invited.techName}` : "";
  return letter(
    invited.to,
    `¿Cómo le fue? Califique la reserva ${invited.reference}`,
    [
      invited.firstName ? `Hola, ${invited.firstName}:` : "Hola:",
      `Su reserva ${invited.reference} (${invited.services.join(", ")})${who} está completada. ¿Cómo le fue?`,
      `Dele de 1 a 5 estrellas y, si quiere, unas palabras: el enlace de abajo abre el formulario de reseña de esta reserva, sin iniciar sesión y sin escribir ninguna referencia. Puede cambiar su reseña una vez. Publicamos las reseñas con su nombre y la inicial de su apellido, y el enlace funciona hasta el ${formatDate(invited.lastDay, undefined, "es")}.`,
    ],
    { href: invited.link, label: "Escribir su reseña" },
    undefined,
    "es",
  );
}
