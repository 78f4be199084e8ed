"use client";

import { LoginForm } from "./login-form";
import { SignedIn } from "./signed-in";
import { useFirebaseUser } from "./use-firebase-user";

/** The /user island: Firebase is fetched only here, after the page has loaded (docs/product.md §5). */
export function UserPanel() {
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
      return <LoginForm onSubmit={submit} />;
    case "signed-in":
      return <SignedIn email={state.user.email ?? ""} onSignOut={signOut} />;
  }
}
