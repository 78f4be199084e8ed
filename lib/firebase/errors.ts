import type { Messages } from "next-intl";

/** The Firebase error codes a visitor can meet, by what the sentence says. */
export type AuthErrorKey = keyof Messages["signIn"]["authErrors"];

const sentences: Readonly<Record<string, AuthErrorKey>> = {
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

/** The `signIn` words an island reads with `useTranslations("signIn")`. */
type SignInWords = (key: `authErrors.${AuthErrorKey}`) => string;

/**
 * Turns a Firebase error (or anything thrown) into a sentence for the
 * visitor, in the page's language (docs/product.md §5): `said` is the
 * island's `useTranslations("signIn")`.
 */
export function authErrorMessage(error: unknown, said: SignInWords): string {
  const code =
    typeof error === "object" && error !== null && "code" in error
      ? String(error.code)
      : "";
  const key = (Object.hasOwn(sentences, code) && sentences[code]) || "fallback";
  return said(`authErrors.${key}`);
}
