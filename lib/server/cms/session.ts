import "server-only";
import { cmsRoles, type CmsRole } from "@/lib/cms/roles";
import {
  cmsPreviewCookie,
  cmsSessionCookie,
  cmsSessionHours,
  signCmsPreview,
  signCmsSession,
  verifyCmsPreview,
  verifyCmsSession,
} from "@/lib/cms/session";
import { bookingTokenSecret } from "@/lib/server/secrets";
import type { Database } from "@/lib/server/db/client";
import { adminAuth } from "@/lib/server/identity";

// The admin is on this site, so Strict costs nothing and no other site's
// link or form ever carries the cookie; /admin alone receives it.
const attributes = "Path=/admin; HttpOnly; SameSite=Strict";

/** The Set-Cookie value that opens the CMS at /admin to this account. */
export async function cmsSessionHeader(
  db: Database,
  uid: string,
  { secure, now }: { secure: boolean; now: Date },
): Promise<string> {
  const value = signCmsSession(uid, {
    secret: await bookingTokenSecret(db),
    now,
  });
  return [
    `${cmsSessionCookie}=${value}`,
    `Max-Age=${cmsSessionHours * 3600}`,
    attributes,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** The Set-Cookie value that shows this account the drafts on the site's pages (Draft Mode). */
export async function cmsPreviewHeader(
  db: Database,
  uid: string,
  { secure, now }: { secure: boolean; now: Date },
): Promise<string> {
  const value = signCmsPreview(uid, {
    secret: await bookingTokenSecret(db),
    now,
  });
  return [
    `${cmsPreviewCookie}=${value}`,
    `Max-Age=${cmsSessionHours * 3600}`,
    "Path=/; HttpOnly; SameSite=Strict",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export const clearedCmsPreview = `${cmsPreviewCookie}=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict`;

export const clearedCmsSession = `${cmsSessionCookie}=; Max-Age=0; ${attributes}`;

/** The editor the preview's cookie names, checked as editorFromCookie checks the CMS's. */
export const editorFromPreviewCookie = (
  db: Database,
  value: string | undefined,
  now: Date,
) => editorFromCookie(db, value, now, verifyCmsPreview);

/** Who may work in the CMS, as the admin asks on every request. */
export type CmsEditor = {
  uid: string;
  email: string;
  roles: readonly CmsRole[];
};

/**
 * The editor a CMS cookie names, checked as the door checks an ID token: the
 * account must exist, be enabled, hold the editor or publisher claim now,
 * and not have had its sessions revoked since the cookie was issued.
 * Undefined otherwise, never a throw: the admin refuses whoever this does
 * not name.
 */
export async function editorFromCookie(
  db: Database,
  value: string | undefined,
  now: Date,
  // The preview's cookie (cmsPreviewCookie) names an editor the same way.
  verify: typeof verifyCmsSession = verifyCmsSession,
): Promise<CmsEditor | undefined> {
  try {
    const session = verify(value, {
      secret: await bookingTokenSecret(db),
      now,
    });
    if (!session) return undefined;
    const user = await adminAuth().getUser(session.uid);
    const revoked = user.tokensValidAfterTime
      ? Date.parse(user.tokensValidAfterTime) > session.issuedAt.getTime()
      : false;
    const roles = cmsRoles(user.customClaims);
    if (user.disabled || revoked || roles.length === 0) return undefined;
    return { uid: user.uid, email: user.email ?? user.uid, roles };
  } catch {
    return undefined;
  }
}
