"use client";

import { useCallback, useState } from "react";
import { LoginForm } from "./login-form";
import { SignedIn } from "./signed-in";
import { useFirebaseUser } from "./use-firebase-user";

/** The /user island: Firebase is fetched only here, after the page has loaded (docs/product.md §5). */
export function UserPanel() {
  const { state, submit, signOut } = useFirebaseUser();
  const [deleted, setDeleted] = useState(false);
  const user = state.kind === "signed-in" ? state.user : null;
  // The server verifies this token on every account action; a uid is never sent.
  const idToken = useCallback(async () => {
    if (!user) throw new Error("Not signed in");
    return user.getIdToken();
  }, [user]);

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
        <>
          {deleted && (
            <p role="status" className="mb-4 font-semibold text-slate-900">
              Your account is deleted.
            </p>
          )}
          <LoginForm onSubmit={submit} />
        </>
      );
    case "signed-in":
      return (
        <SignedIn
          email={state.user.email ?? ""}
          idToken={idToken}
          onSignOut={signOut}
          onDeleted={async () => {
            setDeleted(true);
            await signOut();
          }}
        />
      );
  }
}
