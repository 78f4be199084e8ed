import "server-only";
import { translator } from "@/lib/i18n/catalogue";
import { answer } from "@/lib/server/http";
import { bearerUser, type VerifiedUser } from "@/lib/server/identity";

const t = translator("en", "problemChecks");

export type ClientCheck =
  | { readonly ok: true; readonly client: VerifiedUser }
  | { readonly ok: false; readonly response: Response };

/**
 * Who is calling a Client endpoint (docs/product.md §18.1): any signed-in
 * account whose ID token the server verifies, except a Tech, who bids on
 * problems and does not post them. 401 without a valid token, 403 for a Tech.
 */
export async function checkClient(request: Request): Promise<ClientCheck> {
  const user = await bearerUser(request);
  if (!user) {
    return {
      ok: false,
      response: answer(
        {
          error: t("refusals.signedOut"),
          reason: "signed-out",
        },
        401,
        {
          "WWW-Authenticate": 'Bearer realm="clients"',
        },
      ),
    };
  }
  if (user.tech) {
    return {
      ok: false,
      response: answer(
        {
          error: t("refusals.techAccount"),
          reason: "tech",
        },
        403,
      ),
    };
  }
  return { ok: true, client: user };
}
