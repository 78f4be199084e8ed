"use client";

import type { ReactNode } from "react";
import { AuthGate, type SignedInSession } from "./auth-gate";
import { LoginForm } from "./login-form";
import { useFirebaseUser } from "./use-firebase-user";

/**
 * The sign-in for a signed-out visitor, then `children` with the account, a
 * way to get its ID token, which every call sends and the server verifies,
 * and sign-out (docs/product.md §18).
 */
export function SignedInGate({
  heading,
  children,
}: {
  heading: string;
  children: (
    session: SignedInSession & { signOut: () => Promise<void> },
  ) => ReactNode;
}) {
  const { state, signIn, signOut } = useFirebaseUser();
  return (
    <AuthGate
      state={state}
      signedOut={
        <div className="mx-auto max-w-md">
          <LoginForm onSubmit={signIn} heading={heading} />
        </div>
      }
    >
      {(session) => children({ ...session, signOut })}
    </AuthGate>
  );
}
