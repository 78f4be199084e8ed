import { accountCopy, type AuthErrorCopy } from "@/data/copy/account";
import type { Locale } from "@/data/locale";

const sentences: Record<string, keyof AuthErrorCopy> = {
  "auth/invalid-credential": "noMatch",
  "auth/invalid-login-credentials": "noMatch",
  "auth/wrong-password": "noMatch",
  "auth/user-not-found": "noMatch",
  "auth/email-already-in-use": "emailInUse",
  "auth/weak-password": "weakPassword",
  "auth/invalid-email": "invalidEmail",
  "auth/missing-email": "missingEmail",
  "auth/missing-password": "missingPassword",
  "auth/too-many-requests": "tooManyRequests",
  "auth/network-request-failed": "network",
  "auth/user-disabled": "disabled",
};

export const fallbackMessage = accountCopy.en.authErrors.fallback;

/**
 * Turns a Firebase error (or anything thrown) into a sentence for the
 * visitor, in the page's language (docs/product.md §5).
 */
export function authErrorMessage(
  error: unknown,
  locale: Locale = "en",
): string {
  const code =
    typeof error === "object" && error !== null && "code" in error
      ? String(error.code)
      : "";
  const said = accountCopy[locale].authErrors;
  return said[
    (Object.hasOwn(sentences, code) && sentences[code]) || "fallback"
  ];
}
