import { readClaims, signClaims } from "@/lib/signed-token";

/** How long the portal's form stays usable without reloading the account. */
export const planTokenMinutes = 30;

const purpose = "plan";

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
  return signClaims(
    purpose,
    {
      p: purpose,
      m: claims.membershipId,
      u: claims.uid,
      v: claims.version,
      e: now.getTime() + planTokenMinutes * 60_000,
    },
    secret,
  );
}

/** The claims of a token, or undefined when it is malformed, forged, altered or expired. */
export function verifyPlanToken(
  token: unknown,
  { secret, now }: { secret: string; now: Date },
): PlanClaims | undefined {
  const { p, m, u, v, e } = readClaims(purpose, token, secret) ?? {};
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
