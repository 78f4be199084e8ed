import { createHmac, timingSafeEqual } from "node:crypto";

/** How long the portal's form stays usable without reloading the account. */
export const planTokenMinutes = 30;

const purpose = "plan";

const signature = (payload: string, secret: string) =>
  createHmac("sha256", secret).update(payload).digest("base64url");

export type PlanClaims = {
  readonly membershipId: number;
  /** The account the server verified when it handed out the form. */
  readonly uid: string;
  /** The version shown: a change raises it, so a token acts once. */
  readonly version: number;
};

/**
 * The proof a portal form posts instead of an ID token (docs/product.md
 * §20.4), so the post needs no JavaScript: the membership, the account and the
 * version the server showed, with an expiry, signed with the server's key.
 * The purpose is signed too, so a booking's token is never taken for it.
 */
export function signPlanToken(
  claims: PlanClaims,
  { secret, now }: { secret: string; now: Date },
): string {
  const payload = Buffer.from(
    JSON.stringify({
      p: purpose,
      m: claims.membershipId,
      u: claims.uid,
      v: claims.version,
      e: now.getTime() + planTokenMinutes * 60_000,
    }),
  ).toString("base64url");
  return `${payload}.${signature(payload, secret)}`;
}

/** The claims of a token, or undefined when it is malformed, forged, altered or expired. */
export function verifyPlanToken(
  token: unknown,
  { secret, now }: { secret: string; now: Date },
): PlanClaims | undefined {
  if (typeof token !== "string" || token.length > 1024) return undefined;
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
  const { p, m, u, v, e } = (claims ?? {}) as Record<string, unknown>;
  if (
    p !== purpose ||
    !Number.isSafeInteger(m) ||
    typeof u !== "string" ||
    !Number.isSafeInteger(v) ||
    typeof e !== "number" ||
    now.getTime() >= e
  ) {
    return undefined;
  }
  return { membershipId: m as number, uid: u, version: v as number };
}
