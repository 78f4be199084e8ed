import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a lookup's token lets the visitor act without typing the pair again. */
export const accessTokenMinutes = 30;

const encode = (text: string) => Buffer.from(text).toString("base64url");

function signature(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

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
  const payload = encode(JSON.stringify({ r: reference, e: expires }));
  return `${payload}.${signature(payload, secret)}`;
}

/**
 * The reference a token opens, or undefined when it is missing, malformed,
 * signed with another secret, altered in any way, or expired.
 */
export function verifyAccessToken(
  token: unknown,
  { secret, now }: { secret: string; now: Date },
): string | undefined {
  if (typeof token !== "string" || token.length > 512) return undefined;
  const [payload, mac, ...rest] = token.split(".");
  if (!payload || !mac || rest.length > 0) return undefined;
  const expected = Buffer.from(signature(payload, secret));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return undefined;
  }
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  const { r, e } = (claims ?? {}) as { r?: unknown; e?: unknown };
  if (typeof r !== "string" || typeof e !== "number") return undefined;
  return now.getTime() < e ? r : undefined;
}
