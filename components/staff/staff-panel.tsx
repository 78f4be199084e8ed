"use client";

import { LoginForm } from "@/components/user/login-form";
import { useFirebaseUser } from "@/components/user/use-firebase-user";
import { StaffDesk } from "./staff-desk";

/**
 * The /staff island: the same sign-in as /user, then the desk. Firebase is
 * fetched only here and on /user (docs/product.md §5, §15).
 */
export function StaffPanel() {
  const { state, submit, signOut } = useFirebaseUser();
  switch (state.kind) {
    case "checking":
      return (
        <p role="status" className="js-only font-semibold text-slate-700">
          LOADING..
        </p>
      );
    case "unavailable":
      return (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800"
        >
          {state.message}
        </p>
      );
    case "signed-out":
      return (
        <div className="mx-auto max-w-md">
          <LoginForm onSubmit={submit} heading="Staff sign-in" signup={false} />
        </div>
      );
    case "signed-in":
      return <StaffDesk user={state.user} onSignOut={signOut} />;
  }
}
