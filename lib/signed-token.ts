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

/**
 * A session cookie's value for one purpose (the desk's, the CMS's): the
 * account and when it was issued, signed, and refused once `hours` have
 * passed or when it names a time still to come. The server reads the
 * account's claims again on every use; this only says who the cookie names.
 */
export function accountSession(purpose: string, hours: number) {
  return {
    sign(uid: string, { secret, now }: { secret: string; now: Date }): string {
      return signClaims(purpose, { u: uid, i: now.getTime() }, secret);
    },
    /** The account and issue time a cookie names, or undefined when it is forged, altered or expired. */
    verify(
      value: unknown,
      { secret, now }: { secret: string; now: Date },
    ): { uid: string; issuedAt: Date } | undefined {
      const { u, i } = readClaims(purpose, value, secret) ?? {};
      if (typeof u !== "string" || typeof i !== "number") return undefined;
      const age = now.getTime() - i;
      if (age < 0 || age >= hours * 3_600_000) return undefined;
      return { uid: u, issuedAt: new Date(i) };
    },
  };
}
