import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The one shape of the site's signed tokens: a JSON payload and its
 * HMAC-SHA256, both base64url, joined by a dot. The MAC covers the purpose
 * too, so a token made for one use (a manage link, the desk's cookie) never
 * passes for another, even signed with the same key.
 */
function mac(purpose: string, payload: string, secret: string): string {
  return createHmac("sha256", secret)
    .update(`${purpose}.${payload}`)
    .digest("base64url");
}

export function signClaims(
  purpose: string,
  claims: Record<string, unknown>,
  secret: string,
): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${payload}.${mac(purpose, payload, secret)}`;
}

/**
 * The claims of a token signed for `purpose` with `secret`, or undefined when
 * it is not a string, too long, malformed, or altered in any way. What the
 * claims must hold, and when they expire, each caller checks.
 */
export function readClaims(
  purpose: string,
  token: unknown,
  secret: string,
): Record<string, unknown> | undefined {
  if (typeof token !== "string" || token.length > 1024) return undefined;
  const [payload, given, ...rest] = token.split(".");
  if (!payload || !given || rest.length > 0) return undefined;
  const expected = Buffer.from(mac(purpose, payload, secret));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    return undefined;
  }
  try {
    const claims: unknown = JSON.parse(
      Buffer.from(payload, "base64url").toString("utf8"),
    );
    return claims && typeof claims === "object"
      ? (claims as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
