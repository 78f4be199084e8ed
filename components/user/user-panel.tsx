"use client";

import { useCallback, useState } from "react";
import { SignInPending } from "./sign-in-pending";
import { SignedIn } from "./signed-in";
import { SignedOut } from "./signed-out";
import { useFirebaseUser } from "./use-firebase-user";
import { VerifyEmail } from "./verify-email";

/** The /user island: Firebase is fetched only here, after the page has loaded (docs/product.md §5). */
export function UserPanel() {
  const {
    state,
    signIn,
    signUp,
    resetPassword,
    sendVerification,
    refreshUser,
    signOut,
  } = useFirebaseUser();
  const [deleted, setDeleted] = useState(false);
  // Raised when the account is read again, so its bookings are asked for again.
  const [reads, setReads] = useState(0);
  const user = state.kind === "signed-in" ? state.user : null;
  // The server verifies this token on every account action; a uid is never
  // sent. A token minted before the e-mail was verified is renewed, so the
  // server sees the verified address (docs/product.md §22).
  const idToken = useCallback(async () => {
    if (!user) throw new Error("Not signed in");
    const token = await user.getIdTokenResult();
    if (user.emailVerified && token.claims.email_verified !== true) {
      return user.getIdToken(true);
    }
    return token.token;
    // `reads` stands for the account as last read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, reads]);

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
          <SignedOut
            onSignIn={signIn}
            onSignUp={signUp}
            onReset={resetPassword}
          />
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
        >
          {!state.user.emailVerified && (
            <VerifyEmail
              email={state.user.email ?? ""}
              onResend={sendVerification}
              onCheck={async () => {
                const verified = await refreshUser();
                setReads((n) => n + 1);
                return verified;
              }}
            />
          )}
        </SignedIn>
      );
  }
}
