import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The desk's cookie (docs/product.md §15.13): what lets a plain GET, the
 * search form with or without JavaScript, say which staff member asks. It
 * names the Firebase account and when it was issued, signed with the
 * server's secret; the server still reads the account's staff claim on every
 * use. Its signature is domain-separated, so no other token of the same key
 * can pass for it.
 */
export const deskSessionHours = 12;

export const deskSessionCookie = "desk_session";

const purpose = "staff-desk-session";

const mac = (payload: string, secret: string) =>
  createHmac("sha256", secret)
    .update(`${purpose}.${payload}`)
    .digest("base64url");

export function signDeskSession(
  uid: string,
  { secret, now }: { secret: string; now: Date },
): string {
  const payload = Buffer.from(
    JSON.stringify({ u: uid, i: now.getTime() }),
  ).toString("base64url");
  return `${payload}.${mac(payload, secret)}`;
}

/** The account and issue time a cookie names, or undefined when it is forged, altered or expired. */
export function verifyDeskSession(
  value: unknown,
  { secret, now }: { secret: string; now: Date },
): { uid: string; issuedAt: Date } | undefined {
  if (typeof value !== "string" || value.length > 1024) return undefined;
  const [payload, given, ...rest] = value.split(".");
  if (!payload || !given || rest.length > 0) return undefined;
  const expected = Buffer.from(mac(payload, secret));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    return undefined;
  }
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  const { u, i } = (claims ?? {}) as { u?: unknown; i?: unknown };
  if (typeof u !== "string" || typeof i !== "number") return undefined;
  const age = now.getTime() - i;
  if (age < 0 || age >= deskSessionHours * 3_600_000) return undefined;
  return { uid: u, issuedAt: new Date(i) };
}
