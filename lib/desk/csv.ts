/**
 * CSV as RFC 4180 writes it, safe to open in a spreadsheet (docs/product.md §13):
 * a text cell that a spreadsheet would read as a formula (it starts with =, +,
 * -, @, a tab or a carriage return) gets a leading apostrophe, so a visitor's
 * "=HYPERLINK(…)" stays text. Numbers are the site's own and are left as they are.
 */

export type Cell = string | number | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  const text = formulaStart.test(value) ? `'${value}` : value;
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows joined with CRLF, ending with one. */
export function toCsv(rows: readonly (readonly Cell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",") + "\r\n").join("");
}
