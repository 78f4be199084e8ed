import "server-only";
import { deskCheckWords } from "@/lib/desk/checks";
import { bearerUser, type VerifiedUser } from "@/lib/server/identity";
import { answer } from "@/lib/server/http";

export type StaffCheck =
  | { readonly ok: true; readonly staff: VerifiedUser & { email: string } }
  | { readonly ok: false; readonly response: Response };

/**
 * Who is calling the desk (docs/product.md §15): the Firebase ID token in
 * `Authorization: Bearer …` is verified on the server, and the account must
 * carry the claim `staff: true`. No token, or one that is forged, unsigned,
 * expired or revoked, gets 401; a verified account without the claim, 403.
 */
export async function checkStaff(request: Request): Promise<StaffCheck> {
  const user = await bearerUser(request);
  if (!user) {
    return {
      ok: false,
      response: answer({ error: deskCheckWords("signedOut") }, 401, {
        "WWW-Authenticate": 'Bearer realm="staff"',
      }),
    };
  }
  if (!user.staff) {
    return {
      ok: false,
      response: answer({ error: deskCheckWords("notStaff") }, 403),
    };
  }
  return { ok: true, staff: { ...user, email: user.email ?? user.uid } };
}
