import "server-only";
import {
  deskSessionCookie,
  deskSessionHours,
  signDeskSession,
  verifyDeskSession,
} from "@/lib/desk/session";
import { bookingTokenSecret } from "@/lib/server/secrets";
import type { Database } from "@/lib/server/db/client";
import { adminAuth } from "@/lib/server/identity";

/** The Set-Cookie value that opens the desk's GET pages to this account. */
export async function deskSessionHeader(
  db: Database,
  uid: string,
  { secure, now }: { secure: boolean; now: Date },
): Promise<string> {
  const value = signDeskSession(uid, {
    secret: await bookingTokenSecret(db),
    now,
  });
  return [
    `${deskSessionCookie}=${value}`,
    "Path=/staff",
    `Max-Age=${deskSessionHours * 3600}`,
    "HttpOnly",
    "SameSite=Strict",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export const clearedDeskSession = `${deskSessionCookie}=; Path=/staff; Max-Age=0; HttpOnly; SameSite=Strict`;

/**
 * The staff member a desk cookie names, checked as the desk's routes check
 * an ID token (docs/product.md §15.2): the account must exist, be enabled,
 * carry the staff claim now, and not have had its sessions revoked since the
 * cookie was issued. Undefined otherwise.
 */
export async function staffFromCookie(
  db: Database,
  value: string | undefined,
  now: Date,
): Promise<{ uid: string; email: string } | undefined> {
  const session = verifyDeskSession(value, {
    secret: await bookingTokenSecret(db),
    now,
  });
  if (!session) return undefined;
  try {
    const user = await adminAuth().getUser(session.uid);
    const revoked = user.tokensValidAfterTime
      ? Date.parse(user.tokensValidAfterTime) > session.issuedAt.getTime()
      : false;
    if (user.disabled || revoked || user.customClaims?.staff !== true) {
      return undefined;
    }
    return { uid: user.uid, email: user.email ?? user.uid };
  } catch {
    return undefined;
  }
}
