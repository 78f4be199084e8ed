"use client";

import { useCallback, type ReactNode } from "react";
import type { User } from "firebase/auth";
import { LoginForm } from "@/components/user/login-form";
import { SignInPending } from "@/components/user/sign-in-pending";
import { useFirebaseUser } from "@/components/user/use-firebase-user";

/**
 * The sign-in for a signed-out visitor, then `children` with the account and
 * a way to get its ID token, which every call sends and the server verifies
 * (docs/product.md §18).
 */
export function SignedInGate({
  heading,
  children,
}: {
  heading: string;
  children: (session: {
    user: User;
    token: () => Promise<string>;
    signOut: () => Promise<void>;
  }) => ReactNode;
}) {
  const { state, signIn, signOut } = useFirebaseUser();
  switch (state.kind) {
    case "checking":
    case "unavailable":
      return <SignInPending state={state} />;
    case "signed-out":
      return (
        <div className="mx-auto max-w-md">
          <LoginForm onSubmit={signIn} heading={heading} />
        </div>
      );
    case "signed-in":
      return (
        <Session user={state.user} signOut={signOut}>
          {children}
        </Session>
      );
  }
}

function Session({
  user,
  signOut,
  children,
}: {
  user: User;
  signOut: () => Promise<void>;
  children: Parameters<typeof SignedInGate>[0]["children"];
}) {
  const token = useCallback(() => user.getIdToken(), [user]);
  return <>{children({ user, token, signOut })}</>;
}
