import { company } from "@/data/company";
import { tierContent } from "@/lib/content/tiers";
import type { Locale } from "@/data/locale";
import { formatUsd } from "@/data/money";
import { escapeHtml, type Composed } from "@/lib/mail/compose";
import type { MembershipFacts } from "./plan";
import { tierOf } from "./plan";
import { formatDate } from "@/lib/dates";
import { type ReminderKind } from "./term";

/**
 * The portal where auto-renewal is switched, as a full address for e-mails:
 * the Spanish account page for a member who acted in Spanish.
 */
export function portalUrl(origin: URL | string, locale: Locale = "en"): string {
  const path = locale === "es" ? "/es/user#your-plan" : "/user#your-plan";
  return new URL(path, origin).toString();
}

/** The words of a member's mails, in each language (issue 60, ruling 90). */
const words = {
  en: {
    closing: (phone: string) =>
      `Questions? Call us at ${phone} or reply to this e-mail.`,
    yourPlan: "Your plan",
    portal: "See your plan and switch auto-renewal",
    nothingOnline:
      "Nothing is charged online: we send you an invoice, as we did for this year.",
    offSubject: (name: string, end: string) =>
      `Auto-renewal is off: your ${name} plan ends on ${end}`,
    off: (name: string, end: string, at: string) => [
      `You switched auto-renewal off on ${at}.`,
      `Your ${name} plan stays as it is until ${end}, and then ends. It will not renew, and nothing more will be invoiced for it.`,
      `Changed your mind? Switch auto-renewal on again in your account before ${end}.`,
    ],
    onSubject: (name: string, end: string) =>
      `Auto-renewal is on: your ${name} plan renews on ${end}`,
    on: (name: string, end: string, at: string, price: string) => [
      `You switched auto-renewal on on ${at}.`,
      `Your ${name} plan renews on ${end} for another year at ${price}. ${words.en.nothingOnline}`,
      "You can switch auto-renewal off in your account at any time before then.",
    ],
    endsSubject: (name: string, end: string) =>
      `Your ${name} plan ends on ${end}`,
    ends: (name: string, end: string, price: string) => [
      `Your ${name} plan ends on ${end}. Auto-renewal is off, so it will not renew, and nothing more will be invoiced for it.`,
      `To keep it, switch auto-renewal on in your account before ${end}; it would then renew for a year at ${price}.`,
    ],
    renewsSubject: (name: string, end: string) =>
      `Your ${name} plan renews on ${end}`,
    renews: (name: string, end: string, price: string) => [
      `Your ${name} plan renews automatically on ${end} for another year at ${price}. ${words.en.nothingOnline}`,
      "To stop it renewing, switch auto-renewal off in your account: one button and one confirmation, no call needed.",
    ],
  },
  es: {
    closing: (phone: string) =>
      `¿Tiene preguntas? Llámenos al ${phone} o responda a este correo.`,
    yourPlan: "Su plan",
    portal: "Ver su plan y cambiar la renovación automática",
    nothingOnline:
      "No se cobra nada en línea: le enviamos una factura, como este año.",
    offSubject: (name: string, end: string) =>
      `La renovación automática está desactivada: su plan ${name} termina el ${end}`,
    off: (name: string, end: string, at: string) => [
      `Desactivó la renovación automática el ${at}.`,
      `Su plan ${name} sigue igual hasta el ${end}, y luego termina. No se renovará y no se facturará nada más por él.`,
      `¿Cambió de opinión? Active de nuevo la renovación automática en su cuenta antes del ${end}.`,
    ],
    onSubject: (name: string, end: string) =>
      `La renovación automática está activada: su plan ${name} se renueva el ${end}`,
    on: (name: string, end: string, at: string, price: string) => [
      `Activó la renovación automática el ${at}.`,
      `Su plan ${name} se renueva el ${end} por otro año a ${price}. ${words.es.nothingOnline}`,
      "Puede desactivar la renovación automática en su cuenta en cualquier momento antes de esa fecha.",
    ],
    endsSubject: (name: string, end: string) =>
      `Su plan ${name} termina el ${end}`,
    ends: (name: string, end: string, price: string) => [
      `Su plan ${name} termina el ${end}. La renovación automática está desactivada, así que no se renovará y no se facturará nada más por él.`,
      `Para conservarlo, active la renovación automática en su cuenta antes del ${end}; entonces se renovaría por un año a ${price}.`,
    ],
    renewsSubject: (name: string, end: string) =>
      `Su plan ${name} se renueva el ${end}`,
    renews: (name: string, end: string, price: string) => [
      `Su plan ${name} se renueva automáticamente el ${end} por otro año a ${price}. ${words.es.nothingOnline}`,
      "Para que no se renueve, desactive la renovación automática en su cuenta: un botón y una confirmación, sin llamar.",
    ],
  },
} as const;

function letter(
  to: string,
  subject: string,
  paragraphs: readonly string[],
  portal: string,
  locale: Locale,
): Composed {
  const said = words[locale];
  const closing = said.closing(company.phone.display);
  const text = `${[...paragraphs, `${said.yourPlan}: ${portal}`, closing].join("\n\n")}\n`;
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join(
      "",
    )}<p><a href="${escapeHtml(portal)}">${escapeHtml(said.portal)}</a></p><p>${escapeHtml(closing)}</p></body></html>`;
  return {
    to,
    subject,
    text,
    html,
    replyTo: { name: company.name, address: company.email },
  };
}

/** The member's language, the plan's name in it, and the term's end written in it. */
function facts(m: MembershipFacts & { readonly language?: Locale }) {
  const locale = m.language ?? "en";
  const tier = tierOf(m.plan);
  return {
    locale,
    said: words[locale],
    name: tier ? tierContent(locale, tier.id).name : m.plan,
    end: formatDate(m.termEnd, undefined, locale),
    price: formatUsd(m.price),
  };
}

/**
 * The member's confirmation that auto-renewal was switched (docs/product.md
 * §20.3). The subject never carries a price.
 */
export function composeAutoRenewChange(
  to: string,
  membership: MembershipFacts & { readonly language?: Locale },
  { portal, at }: { portal: string; at: string },
): Composed {
  const { locale, said, name, end, price } = facts(membership);
  return membership.status === "ending"
    ? letter(
        to,
        said.offSubject(name, end),
        said.off(name, end, at),
        portal,
        locale,
      )
    : letter(
        to,
        said.onSubject(name, end),
        said.on(name, end, at, price),
        portal,
        locale,
      );
}

/** A reminder before a renewal or an end (docs/product.md §20.5). */
export function composeReminder(
  to: string,
  membership: MembershipFacts & { readonly language?: Locale },
  kind: ReminderKind,
  portal: string,
): Composed {
  const { locale, said, name, end, price } = facts(membership);
  return kind === "ending-30"
    ? letter(
        to,
        said.endsSubject(name, end),
        said.ends(name, end, price),
        portal,
        locale,
      )
    : letter(
        to,
        said.renewsSubject(name, end),
        said.renews(name, end, price),
        portal,
        locale,
      );
}
