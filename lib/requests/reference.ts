/** No 0/O, 1/I: 32 characters, so a random byte masked to 5 bits picks each one evenly. */
export const referenceAlphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

export const referencePattern = /^BP-[2-9A-HJ-NP-Z]{6}$/;

/** A contact message's reference: a prefix of its own (docs/product.md §21.6), e.g. MSG-7K3Q9M. */
export const messageReferencePattern = /^MSG-[2-9A-HJ-NP-Z]{6}$/;

/**
 * A request's reference, e.g. BP-7K3Q9M: six characters from a cryptographic
 * source give about a billion values, enough that two requests do not share one.
 */
export function newReference(
  randomBytes: (length: number) => Uint8Array = (length) =>
    crypto.getRandomValues(new Uint8Array(length)),
  prefix: "BP" | "MSG" = "BP",
): string {
  const chars = Array.from(
    randomBytes(6),
    (byte) => referenceAlphabet[byte & 31],
  );
  return `${prefix}-${chars.join("")}`;
}

/** A contact message's reference, e.g. MSG-7K3Q9M. */
export function newMessageReference(): string {
  return newReference(undefined, "MSG");
}
