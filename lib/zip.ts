/**
 * A US ZIP code as a customer types it, read the same way by the checkout,
 * the service pages' ZIP check and the server (docs/product.md §23.7).
 */
export type ZipReading =
  | { readonly status: "zip"; readonly zip: string }
  | { readonly status: "empty" }
  | { readonly status: "malformed" };

/** Five digits, then the ZIP+4's four, after a hyphen, a dash, a space or nothing. */
const shape = /^(\d{5})(?:[-\u2010-\u2015 ]?\d{4})?$/;

/**
 * The 5-digit ZIP in what was typed: spaces around it are dropped, full-width
 * digits (a phone's other keyboards) read as digits, and a ZIP+4 is its first
 * five, for the Techs' lists and the booking keep 5-digit ZIPs. Anything else,
 * letters or a digit too many or too few, is malformed.
 */
export function readZip(typed: unknown): ZipReading {
  if (typed === null || typed === undefined) return { status: "empty" };
  if (typeof typed !== "string") return { status: "malformed" };
  const text = typed.normalize("NFKC").trim();
  if (text === "") return { status: "empty" };
  const match = shape.exec(text);
  return match ? { status: "zip", zip: match[1]! } : { status: "malformed" };
}

/** The 5-digit ZIP in what was typed, or "" when there is none to read. */
export function zipOf(typed: unknown): string {
  const reading = readZip(typed);
  return reading.status === "zip" ? reading.zip : "";
}
