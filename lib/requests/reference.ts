/** No 0/O, 1/I: 32 characters, so a random byte masked to 5 bits picks each one evenly. */
export const referenceAlphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

export const referencePattern = /^BP-[2-9A-HJ-NP-Z]{6}$/;

/**
 * A request's reference, e.g. BP-7K3Q9M: six characters from a cryptographic
 * source give about a billion values, enough that two requests do not share one.
 */
export function newReference(
  randomBytes: (length: number) => Uint8Array = (length) =>
    crypto.getRandomValues(new Uint8Array(length)),
): string {
  const chars = Array.from(
    randomBytes(6),
    (byte) => referenceAlphabet[byte & 31],
  );
  return `BP-${chars.join("")}`;
}
