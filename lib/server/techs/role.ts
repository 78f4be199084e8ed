import "server-only";
import type { Database } from "@/lib/server/db/client";
import { adminAuth } from "@/lib/server/identity";
import { refreshPublicPages } from "./cache";
import { recordTechRole } from "./store";

/**
 * Sets or clears the claim `tech: true` on the account with this e-mail, as
 * `npm run staff -- tech add|remove` does, then records it with the reason
 * and e-mails the person. A removed Tech's profile is hidden at once.
 */
export async function grantTechRole(
  db: Database,
  {
    email,
    grant,
    reason,
    by,
  }: { email: string; grant: boolean; reason: string; by: string },
): Promise<{ status: 200 | 404; body: object }> {
  const auth = adminAuth();
  let user;
  try {
    user = await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string })?.code === "auth/user-not-found") {
      return {
        status: 404,
        body: {
          error: `No account has the e-mail ${email}. They sign up at /user first.`,
          reason: "not-found",
        },
      };
    }
    throw error;
  }
  const claims = { ...user.customClaims };
  if (grant) claims.tech = true;
  else delete claims.tech;
  await auth.setCustomUserClaims(user.uid, claims);
  const { hiddenHandle } = await recordTechRole(db, {
    uid: user.uid,
    email: user.email ?? email,
    grant,
    reason,
    by,
  });
  if (hiddenHandle) refreshPublicPages(hiddenHandle);
  return {
    status: 200,
    body: {
      message: grant
        ? `${email} is now a Tech.`
        : `${email} is no longer a Tech${hiddenHandle ? ", and their profile is hidden" : ""}.`,
      uid: user.uid,
    },
  };
}
