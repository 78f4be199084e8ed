/** A file sent with a mail, such as a booking's calendar file. */
export type MailAttachment = {
  readonly filename: string;
  readonly contentType: string;
  readonly content: string;
};

/** A message ready for the mail server, or for a visitor's own mail program. */
export type Composed = {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The company's copy: the visitor. A mail to the customer: the company. */
  readonly replyTo: { readonly name: string; readonly address: string };
  /** The recipient when it is not the company: a customer, a member or a Tech (docs/product.md §21). */
  readonly to?: string;
  readonly attachments?: readonly MailAttachment[];
};

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

export type LabelledRow = readonly [label: string, value: string];

/** Label-value rows as plain text and as an escaped HTML table; empty values are left out. */
export function labelledRows(items: readonly LabelledRow[]): {
  text: string;
  html: string;
} {
  const shown = items.filter(([, value]) => value !== "");
  return {
    text: shown.map(([label, value]) => `${label}: ${value}`).join("\n"),
    html: `<table>${shown
      .map(
        ([label, value]) =>
          `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      )
      .join("")}</table>`,
  };
}

/** A free-text block; line breaks survive in both parts. */
export function textBlock(
  heading: string,
  value: string,
): { text: string; html: string } {
  if (value === "") return { text: "", html: "" };
  return {
    text: `\n\n${heading}:\n${value}`,
    html: `<h2>${escapeHtml(heading)}</h2><p style="white-space:pre-wrap">${escapeHtml(value)}</p>`,
  };
}

/** A whole HTML mail: its title as the heading above the body. */
export function htmlDocument(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}
