"use client";

import { LoginForm } from "@/components/user/login-form";
import { SignInPending } from "@/components/user/sign-in-pending";
import { useFirebaseUser } from "@/components/user/use-firebase-user";
import { StaffDesk } from "./staff-desk";

/**
 * The /staff island: the same sign-in as /user, then the desk. Firebase is
 * fetched only here and on /user (docs/product.md §5, §15).
 */
export function StaffPanel() {
  const { state, signIn, signOut } = useFirebaseUser();
  switch (state.kind) {
    case "checking":
    case "unavailable":
      return <SignInPending state={state} />;
    case "signed-out":
      return (
        <div className="mx-auto max-w-md">
          <LoginForm onSubmit={signIn} heading="Staff sign-in" />
        </div>
      );
    case "signed-in":
      return <StaffDesk user={state.user} onSignOut={signOut} />;
  }
}
