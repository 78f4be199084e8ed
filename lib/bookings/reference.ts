import {
  messageReferencePattern,
  referencePattern,
} from "@/lib/requests/reference";

/** Longer input is not a reference, however it is spaced. */
const longestInput = 64;

/**
 * A reference as a visitor may type it (any case, with or without spaces and
 * the dash, with or without "BP"), written the way the company stores it:
 * "bp 7k3q9m" → "BP-7K3Q9M". Anything that cannot be a reference gives
 * undefined, so it is never looked up or shown (docs/product.md §13.1).
 */
export function normaliseReference(input: unknown): string | undefined {
  if (typeof input !== "string" || input.length > longestInput) {
    return undefined;
  }
  const stripped = input.replace(/[\s\-‐‑‒–—]/g, "");
  // ASCII only before changing case: toUpperCase turns some other letters
  // into ASCII ones ("ß" into "SS").
  if (!/^[A-Za-z0-9]+$/.test(stripped)) return undefined;
  const bare = stripped.toUpperCase();
  const body =
    bare.startsWith("BP") && bare.length === 8 ? bare.slice(2) : bare;
  const reference = `BP-${body}`;
  return referencePattern.test(reference) ? reference : undefined;
}

/**
 * Whether the input is a contact message's reference, typed in any case and
 * spacing: /bookings then says what it is (docs/product.md §21.6).
 */
export function isMessageReference(input: unknown): boolean {
  if (typeof input !== "string" || input.length > longestInput) return false;
  const bare = input.replace(/[\s\-‐‑‒–—]/g, "").toUpperCase();
  return (
    bare.startsWith("MSG") &&
    messageReferencePattern.test(`MSG-${bare.slice(3)}`)
  );
}
