"use client";

import { useCallback, type ReactNode } from "react";
import type { User } from "firebase/auth";
import type { GetToken } from "@/components/api/call-api";
import { Alert } from "@/components/forms/alert";
import { useTranslations } from "next-intl";
import type { SignInState } from "./use-firebase-user";

/** What a signed-in island hands its content: the account and its ID token. */
export type SignedInSession = { user: User; token: GetToken };

/**
 * The one switch every sign-in island makes (/user, /staff, the Tech and
 * problem pages, docs/product.md §5): "LOADING.." until the identity service
 * answers, its failure if it cannot be reached, `signedOut` (each island's
 * own sign-in) and then `children` with the account. Keyed by the account,
 * so what a signed-in view remembers never carries over to the next one.
 */
export function AuthGate({
  state,
  signedOut,
  children,
}: {
  state: SignInState;
  signedOut: ReactNode;
  children: (session: SignedInSession) => ReactNode;
}) {
  const t = useTranslations("signIn");
  switch (state.kind) {
    case "checking":
      return (
        <p role="status" className="js-only font-semibold text-slate-700">
          {t("loading")}
        </p>
      );
    case "unavailable":
      return <Alert>{state.message}</Alert>;
    case "signed-out":
      return signedOut;
    case "signed-in":
      return (
        <Session key={state.user.uid} user={state.user}>
          {children}
        </Session>
      );
  }
}

function Session({
  user,
  children,
}: {
  user: User;
  children: (session: SignedInSession) => ReactNode;
}) {
  // The server verifies this token on every call; a uid is never sent.
  const token = useCallback(() => user.getIdToken(), [user]);
  return children({ user, token });
}
