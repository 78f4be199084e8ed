import { company } from "@/data/company";
import { tierCopy } from "@/data/copy/tiers";
import type { Locale } from "@/data/locale";
import { formatUsd } from "@/data/money";
import { escapeHtml, type Composed } from "@/lib/mail/compose";
import type { MembershipFacts } from "./plan";
import { tierOf } from "./plan";
import { formatDate } from "@/lib/dates";
import { translator } from "@/lib/i18n/catalogue";
import { localePath } from "@/lib/i18n/paths";
import { type ReminderKind } from "./term";

/**
 * The portal where auto-renewal is switched, as a full address for e-mails:
 * the Spanish account page for a member who acted in Spanish.
 */
export function portalUrl(origin: URL | string, locale: Locale = "en"): string {
  return new URL(`${localePath(locale, "/user")}#your-plan`, origin).toString();
}

/** A member's mails, in the language they last acted in (issue 60, ruling 90). */
const wordsIn = (locale: Locale) => translator(locale, "membershipMail");

function letter(
  to: string,
  subject: string,
  paragraphs: readonly string[],
  portal: string,
  locale: Locale,
): Composed {
  const said = wordsIn(locale);
  const closing = said("closing", { phone: company.phone.display });
  const text = `${[...paragraphs, `${said("yourPlan")}: ${portal}`, closing].join("\n\n")}\n`;
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join(
      "",
    )}<p><a href="${escapeHtml(portal)}">${escapeHtml(said("portal"))}</a></p><p>${escapeHtml(closing)}</p></body></html>`;
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
    said: wordsIn(locale),
    name: tier ? tierCopy[locale][tier.id].name : m.plan,
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
        said("offSubject", { name, end }),
        [
          said("off1", { at }),
          said("off2", { name, end }),
          said("off3", { end }),
        ],
        portal,
        locale,
      )
    : letter(
        to,
        said("onSubject", { name, end }),
        [said("on1", { at }), said("on2", { name, end, price }), said("on3")],
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
        said("endsSubject", { name, end }),
        [said("ends1", { name, end }), said("ends2", { end, price })],
        portal,
        locale,
      )
    : letter(
        to,
        said("renewsSubject", { name, end }),
        [said("renews1", { name, end, price }), said("renews2")],
        portal,
        locale,
      );
}
