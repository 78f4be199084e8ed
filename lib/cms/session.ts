import { accountSession } from "@/lib/signed-token";

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

const session = accountSession("cms-session", cmsSessionHours);

export const signCmsSession = session.sign;

export const verifyCmsSession = session.verify;

/**
 * The cookie by which the site's pages, outside /admin where the CMS's own
 * cookie stays, know that an editor previews the drafts: Next.js's Draft
 * Mode cookie is the same for every browser in it, a reviewer's included.
 * It names the editor, signed for its own purpose, and the server reads
 * the account's claims again on every page.
 */
export const cmsPreviewCookie = "cms_preview";

const preview = accountSession("cms-preview", cmsSessionHours);

export const signCmsPreview = preview.sign;

export const verifyCmsPreview = preview.verify;
