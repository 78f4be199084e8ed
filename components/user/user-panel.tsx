"use client";

import { useCallback, useState } from "react";
import { LoginForm } from "./login-form";
import { SignInPending } from "./sign-in-pending";
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
    case "unavailable":
      return <SignInPending state={state} />;
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
