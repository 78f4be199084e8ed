import { readClaims, signClaims } from "@/lib/signed-token";

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

export function signDeskSession(
  uid: string,
  { secret, now }: { secret: string; now: Date },
): string {
  return signClaims(purpose, { u: uid, i: now.getTime() }, secret);
}

/** The account and issue time a cookie names, or undefined when it is forged, altered or expired. */
export function verifyDeskSession(
  value: unknown,
  { secret, now }: { secret: string; now: Date },
): { uid: string; issuedAt: Date } | undefined {
  const { u, i } = readClaims(purpose, value, secret) ?? {};
  if (typeof u !== "string" || typeof i !== "number") return undefined;
  const age = now.getTime() - i;
  if (age < 0 || age >= deskSessionHours * 3_600_000) return undefined;
  return { uid: u, issuedAt: new Date(i) };
}
