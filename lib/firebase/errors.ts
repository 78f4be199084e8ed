const messages: Record<string, string> = {
  "auth/invalid-credential":
    "That e-mail and password don't match an account. Check them and try again.",
  "auth/invalid-login-credentials":
    "That e-mail and password don't match an account. Check them and try again.",
  "auth/wrong-password":
    "That e-mail and password don't match an account. Check them and try again.",
  "auth/user-not-found":
    "That e-mail and password don't match an account. Check them and try again.",
  "auth/email-already-in-use":
    "An account with this e-mail already exists. Log in instead, or sign up with another e-mail.",
  "auth/weak-password": "That password is too weak. Use at least 6 characters.",
  "auth/invalid-email":
    "That e-mail address doesn't look right. Check it and try again.",
  "auth/missing-email": "Enter your e-mail address.",
  "auth/missing-password": "Enter your password.",
  "auth/too-many-requests":
    "Too many attempts. Wait a few minutes, then try again.",
  "auth/network-request-failed":
    "We can't reach the sign-in service right now. Check your connection and try again in a moment.",
  "auth/user-disabled":
    "This account has been switched off. Call us and we will help.",
};

export const fallbackMessage =
  "Something went wrong while signing you in. Please try again.";

/** Turns a Firebase error (or anything thrown) into a sentence for the visitor (docs/product.md §5). */
export function authErrorMessage(error: unknown): string {
  const code =
    typeof error === "object" && error !== null && "code" in error
      ? String(error.code)
      : "";
  return messages[code] ?? fallbackMessage;
}
