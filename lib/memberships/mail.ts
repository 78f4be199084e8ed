import { company } from "@/data/company";
import { tierContent } from "@/lib/content/tiers";
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
 * the account page in the language the member acted in.
 */
export function portalUrl(origin: URL | string, locale: Locale = "en"): string {
  return new URL(localePath(locale, "/user#your-plan"), origin).toString();
}

function letter(
  to: string,
  subject: string,
  paragraphs: readonly string[],
  portal: string,
  locale: Locale,
): Composed {
  const said = translator(locale, "membershipMail");
  const closing = translator(locale, "mail")("callOrReply", {
    phone: company.phone.display,
  });
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
  const said = translator(locale, "membershipMail");
  return {
    locale,
    said,
    words: {
      plan: tier ? tierContent(locale, tier.id).name : m.plan,
      end: formatDate(m.termEnd, undefined, locale),
      price: formatUsd(m.price),
      nothingOnline: said("nothingOnline"),
    },
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
  const { locale, said, words } = facts(membership);
  return membership.status === "ending"
    ? letter(
        to,
        said("off.subject", words),
        [
          said("off.switched", { at }),
          said("off.stays", words),
          said("off.changedMind", words),
        ],
        portal,
        locale,
      )
    : letter(
        to,
        said("on.subject", words),
        [
          said("on.switched", { at }),
          said("on.renews", words),
          said("on.anyTime"),
        ],
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
  const { locale, said, words } = facts(membership);
  return kind === "ending-30"
    ? letter(
        to,
        said("ends.subject", words),
        [said("ends.body", words), said("ends.keep", words)],
        portal,
        locale,
      )
    : letter(
        to,
        said("renews.subject", words),
        [said("renews.body", words), said("renews.stop")],
        portal,
        locale,
      );
}
