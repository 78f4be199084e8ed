import { company } from "@/data/company";
import { formatUsd } from "@/data/money";
import { escapeHtml, type Composed } from "@/lib/mail/compose";
import type { MembershipFacts } from "./plan";
import { tierOf } from "./plan";
import { formatDate } from "@/lib/dates";
import { type ReminderKind } from "./term";

/** The portal where auto-renewal is switched, as a full address for e-mails. */
export function portalUrl(origin: URL | string): string {
  return new URL("/user#your-plan", origin).toString();
}

function letter(
  to: string,
  subject: string,
  paragraphs: readonly string[],
  portal: string,
): Composed {
  const closing = `Questions? Call us at ${company.phone.display} or reply to this e-mail.`;
  const text = `${[...paragraphs, `Your plan: ${portal}`, closing].join("\n\n")}\n`;
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join(
      "",
    )}<p><a href="${escapeHtml(portal)}">See your plan and switch auto-renewal</a></p><p>${escapeHtml(closing)}</p></body></html>`;
  return {
    to,
    subject,
    text,
    html,
    replyTo: { name: company.name, address: company.email },
  };
}

const planName = (m: MembershipFacts) => tierOf(m.plan)?.name ?? m.plan;
const nothingOnline =
  "Nothing is charged online: we send you an invoice, as we did for this year.";

/**
 * The member's confirmation that auto-renewal was switched (docs/product.md
 * §20.3). The subject never carries a price.
 */
export function composeAutoRenewChange(
  to: string,
  membership: MembershipFacts,
  { portal, at }: { portal: string; at: string },
): Composed {
  const name = planName(membership);
  const end = formatDate(membership.termEnd);
  if (membership.status === "ending") {
    return letter(
      to,
      `Auto-renewal is off: your ${name} plan ends on ${end}`,
      [
        `You switched auto-renewal off on ${at}.`,
        `Your ${name} plan stays as it is until ${end}, and then ends. It will not renew, and nothing more will be invoiced for it.`,
        `Changed your mind? Switch auto-renewal on again in your account before ${end}.`,
      ],
      portal,
    );
  }
  return letter(
    to,
    `Auto-renewal is on: your ${name} plan renews on ${end}`,
    [
      `You switched auto-renewal on on ${at}.`,
      `Your ${name} plan renews on ${end} for another year at ${formatUsd(membership.price)}. ${nothingOnline}`,
      "You can switch auto-renewal off in your account at any time before then.",
    ],
    portal,
  );
}

/** A reminder before a renewal or an end (docs/product.md §20.5). */
export function composeReminder(
  to: string,
  membership: MembershipFacts,
  kind: ReminderKind,
  portal: string,
): Composed {
  const name = planName(membership);
  const end = formatDate(membership.termEnd);
  if (kind === "ending-30") {
    return letter(
      to,
      `Your ${name} plan ends on ${end}`,
      [
        `Your ${name} plan ends on ${end}. Auto-renewal is off, so it will not renew, and nothing more will be invoiced for it.`,
        `To keep it, switch auto-renewal on in your account before ${end}; it would then renew for a year at ${formatUsd(membership.price)}.`,
      ],
      portal,
    );
  }
  return letter(
    to,
    `Your ${name} plan renews on ${end}`,
    [
      `Your ${name} plan renews automatically on ${end} for another year at ${formatUsd(membership.price)}. ${nothingOnline}`,
      "To stop it renewing, switch auto-renewal off in your account: one button and one confirmation, no call needed.",
    ],
    portal,
  );
}
