import "server-only";
import { adminAuth } from "@/lib/server/identity";

export type Account = { readonly uid: string; readonly email: string };

/**
 * The Firebase account with this e-mail address, or undefined when there is
 * none (or it is disabled). Any other failure, such as the identity service
 * being unreachable, is thrown for the caller to report.
 */
export async function accountByEmail(
  email: string,
): Promise<Account | undefined> {
  try {
    const user = await adminAuth().getUserByEmail(email);
    if (user.disabled) return undefined;
    return { uid: user.uid, email: user.email ?? email };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === "auth/user-not-found" || code === "auth/invalid-email") {
      return undefined;
    }
    throw error;
  }
}
