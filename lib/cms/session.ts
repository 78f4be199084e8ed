import { readClaims, signClaims } from "@/lib/signed-token";

/**
 * The CMS's cookie: what tells the admin at /admin, on each of its requests,
 * which editor asks. It names the Firebase account and when it was issued,
 * signed with the server's secret; the server still reads the account's
 * editor and publisher claims on every use. Its signature is
 * domain-separated, so neither the desk's cookie nor any other token of the
 * same key can pass for it.
 */
export const cmsSessionHours = 12;

export const cmsSessionCookie = "cms_session";

const purpose = "cms-session";

export function signCmsSession(
  uid: string,
  { secret, now }: { secret: string; now: Date },
): string {
  return signClaims(purpose, { u: uid, i: now.getTime() }, secret);
}

/** The account and issue time a cookie names, or undefined when it is forged, altered or expired. */
export function verifyCmsSession(
  value: unknown,
  { secret, now }: { secret: string; now: Date },
): { uid: string; issuedAt: Date } | undefined {
  const { u, i } = readClaims(purpose, value, secret) ?? {};
  if (typeof u !== "string" || typeof i !== "number") return undefined;
  const age = now.getTime() - i;
  if (age < 0 || age >= cmsSessionHours * 3_600_000) return undefined;
  return { uid: u, issuedAt: new Date(i) };
}
