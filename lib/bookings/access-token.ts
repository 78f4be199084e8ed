import { readClaims, signClaims } from "@/lib/signed-token";

/** How long a lookup's token lets the visitor act without typing the pair again. */
export const accessTokenMinutes = 30;

const purpose = "access";

/**
 * A short-lived proof that the holder opened this booking with its reference
 * and e-mail, or from the account it belongs to (docs/product.md §13.2):
 * the reference and an expiry, signed with the server's secret. It opens one
 * booking only; the reference alone never does.
 */
export function signAccessToken(
  reference: string,
  { secret, now }: { secret: string; now: Date },
): string {
  const expires = now.getTime() + accessTokenMinutes * 60_000;
  return signClaims(purpose, { r: reference, e: expires }, secret);
}

/**
 * The reference a token opens, or undefined when it is missing, malformed,
 * signed with another secret, altered in any way, or expired.
 */
export function verifyAccessToken(
  token: unknown,
  { secret, now }: { secret: string; now: Date },
): string | undefined {
  if (typeof token === "string" && token.length > 512) return undefined;
  const { r, e } = readClaims(purpose, token, secret) ?? {};
  if (typeof r !== "string" || typeof e !== "number") return undefined;
  return now.getTime() < e ? r : undefined;
}
