import "server-only";
import { adminAuth } from "@/lib/server/identity";

export type SignedIn = {
  readonly uid: string;
  readonly email: string | null;
  readonly staff: boolean;
  /** When the account last typed its password: the ID token's `auth_time`. */
  readonly authTime: Date;
};

/**
 * The caller behind an ID token, with the time they signed in, or undefined
 * for a token that is missing, malformed, forged, expired or revoked, or an
 * account that is disabled or gone (as `verifiedUser` does). Approving a
 * remote session reads `auth_time` from the verified token, never from the
 * browser.
 */
export async function signedIn(
  idToken: unknown,
): Promise<SignedIn | undefined> {
  if (typeof idToken !== "string" || idToken.length === 0) return undefined;
  if (idToken.length > 8192) return undefined;
  try {
    const auth = adminAuth();
    const token = await auth.verifyIdToken(idToken, true);
    const user = await auth.getUser(token.uid);
    if (user.disabled || typeof token.auth_time !== "number") return undefined;
    return {
      uid: user.uid,
      email: user.email ?? null,
      staff: user.customClaims?.staff === true,
      authTime: new Date(token.auth_time * 1000),
    };
  } catch {
    return undefined;
  }
}
