import "server-only";
import { techCheckWords } from "@/lib/techs/check-words";
import { answer } from "@/lib/server/http";
import { bearerUser, type VerifiedUser } from "@/lib/server/identity";

export type TechCheck =
  | { readonly ok: true; readonly tech: VerifiedUser }
  | { readonly ok: false; readonly response: Response };

/** What a signed-in account without the claim is told, here and on the pages. */
export const notATech = techCheckWords("access.notATech");

/**
 * Who is calling a Tech endpoint (docs/product.md §17.1): the Firebase ID
 * token in `Authorization: Bearer …` is verified on the server, then the claim
 * `tech: true` is read from the account record, not the token, so removing it
 * stops the very next call. No token, or a forged, expired or revoked one, is
 * 401; a verified account without the claim, a Client, is 403.
 */
export async function checkTech(request: Request): Promise<TechCheck> {
  const user = await bearerUser(request);
  if (!user) {
    return {
      ok: false,
      response: answer(
        {
          error: techCheckWords("access.signIn"),
          reason: "signed-out",
        },
        401,
        { "WWW-Authenticate": 'Bearer realm="techs"' },
      ),
    };
  }
  if (!user.tech) {
    return {
      ok: false,
      response: answer({ error: notATech, reason: "not-tech" }, 403),
    };
  }
  return { ok: true, tech: user };
}
