import { company } from "@/data/company";
import { translator } from "@/lib/i18n/catalogue";
import { escapeHtml, type Composed } from "@/lib/mail/compose";

/**
 * The e-mails problems and bids send (docs/product.md §18): to the Client
 * about a new bid, to each bidder about the outcome. Subjects name the
 * problem and what happened, never a price; the price is behind the link.
 */
type Mail = { readonly title: string; readonly link: string };

/** The problems' mails are English, as the problem pages are (problemMail). */
const t = translator("en", "problemMail");

function compose(
  subject: string,
  lines: readonly string[],
  link: string,
): Composed {
  const signature = `${company.name} · ${company.phone.display}`;
  return {
    subject,
    text: `${lines.join("\n\n")}\n\n${link}\n\n${signature}`,
    html: `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>${lines
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join(
        "",
      )}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(signature)}</p></body></html>`,
    replyTo: { name: company.name, address: company.email },
  };
}

/** Titles are the Client's own words: one line, and short enough for a subject. */
function short(title: string): string {
  const line = title.replace(/\s+/g, " ").trim();
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}

export function composeNewBid({ title, link }: Mail): Composed {
  return compose(
    t("newBidSubject", { title: short(title) }),
    [t("newBid", { title }), t("compare")],
    link,
  );
}

export function composeBidAccepted({
  title,
  link,
  reference,
}: Mail & { reference: string }): Composed {
  return compose(
    t("acceptedSubject", { title: short(title), reference }),
    [t("accepted", { title, reference }), t("contact")],
    link,
  );
}

export function composeBidDeclined({ title, link }: Mail): Composed {
  return compose(
    t("declinedSubject", { title: short(title) }),
    [t("declined", { title })],
    link,
  );
}

export function composeRemoved({
  title,
  link,
  what,
  reason,
}: Mail & { what: "problem" | "bid"; reason: string }): Composed {
  return compose(
    t("removedSubject", { what, title: short(title) }),
    [t("removed", { what, title }), t("reason", { reason })],
    link,
  );
}
