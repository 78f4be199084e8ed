import "server-only";
import { translator } from "@/lib/i18n/catalogue";
import { bearerUser, type VerifiedUser } from "@/lib/server/identity";
import { answer } from "@/lib/server/http";

export type EditorCheck =
  | { readonly ok: true; readonly editor: VerifiedUser }
  | { readonly ok: false; readonly response: Response };

// The door is English only, like the desk.
const t = translator("en", "cmsDoor");

/**
 * Who knocks at the CMS's door: the Firebase ID token in
 * `Authorization: Bearer …` is verified on the server, and the account
 * record must hold the claim `editor: true` or `publisher: true`. No token,
 * or one that is forged, unsigned, expired or revoked, gets 401; a verified
 * account without either claim, 403.
 */
export async function checkEditor(request: Request): Promise<EditorCheck> {
  const user = await bearerUser(request);
  if (!user) {
    return {
      ok: false,
      response: answer({ error: t("signedOut") }, 401, {
        "WWW-Authenticate": 'Bearer realm="cms"',
      }),
    };
  }
  if (user.cmsRoles.length === 0) {
    return { ok: false, response: answer({ error: t("notEditor") }, 403) };
  }
  return { ok: true, editor: user };
}
