import { company } from "@/data/company";
import { escapeHtml, type Composed } from "@/lib/mail/compose";

/**
 * The e-mails problems and bids send (docs/product.md §18): to the Client
 * about a new bid, to each bidder about the outcome. Subjects name the
 * problem and what happened, never a price; the price is behind the link.
 */
type Mail = { readonly title: string; readonly link: string };

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
    `New bid on your problem "${short(title)}"`,
    [
      `A technician has sent a bid on your problem "${title}".`,
      "Compare the bids, with each technician's price, start and profile, and accept the one you want. Nothing is charged on the site.",
    ],
    link,
  );
}

export function composeBidAccepted({
  title,
  link,
  reference,
}: Mail & { reference: string }): Composed {
  return compose(
    `Your bid was accepted: "${short(title)}" (${reference})`,
    [
      `The Client accepted your bid on "${title}". It is now booking ${reference}, assigned to you and waiting for you to confirm a start time.`,
      "The Client's contact details are on the booking.",
    ],
    link,
  );
}

export function composeBidDeclined({ title, link }: Mail): Composed {
  return compose(
    `Your bid was not chosen: "${short(title)}"`,
    [`The Client chose another bid on "${title}", so yours was declined.`],
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
    what === "problem"
      ? `Your problem was removed: "${short(title)}"`
      : `Your bid was removed: "${short(title)}"`,
    [
      what === "problem"
        ? `Our staff removed your problem "${title}" because it breaks our terms of service.`
        : `Our staff removed your bid on "${title}" because it breaks our terms of service.`,
      `Reason: ${reason}`,
    ],
    link,
  );
}
