"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { authErrorMessage } from "@/lib/firebase/errors";
import { rememberUser } from "@/lib/firebase/remember-user";
import { LoginForm, type Credentials } from "./login-form";
import { SignedIn } from "./signed-in";

type AuthModule = typeof import("@/lib/firebase/auth");
type View =
  | { kind: "checking" }
  | { kind: "signed-out" }
  | { kind: "signed-in"; email: string }
  | { kind: "unavailable"; message: string };

/** The /user island: Firebase is fetched only here, after the page has loaded (docs/product.md §5). */
export function UserPanel() {
  const [view, setView] = useState<View>({ kind: "checking" });
  const [deleted, setDeleted] = useState(false);
  const firebase = useRef<AuthModule | null>(null);
  // The server verifies this token on every account action; a uid is never sent.
  const idToken = useCallback(async () => {
    const user = firebase.current?.authClient().currentUser;
    if (!user) throw new Error("Not signed in");
    return user.getIdToken();
  }, []);

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    import("@/lib/firebase/auth").then(
      (mod) => {
        if (!active) return;
        firebase.current = mod;
        unsubscribe = mod.onAuthStateChanged(mod.authClient(), (user) => {
          rememberUser(user?.uid ?? null);
          setView(
            user
              ? { kind: "signed-in", email: user.email ?? "" }
              : { kind: "signed-out" },
          );
        });
      },
      (failure: unknown) => {
        console.error("sign-in could not load", failure);
        setView({ kind: "unavailable", message: authErrorMessage(failure) });
      },
    );
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);

  async function submit(
    action: "login" | "signup",
    { email, password }: Credentials,
  ) {
    const mod = firebase.current!;
    const run =
      action === "login"
        ? mod.signInWithEmailAndPassword
        : mod.createUserWithEmailAndPassword;
    await run(mod.authClient(), email, password);
  }

  switch (view.kind) {
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
          {view.message}
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
          email={view.email}
          idToken={idToken}
          onSignOut={() =>
            firebase.current!.signOut(firebase.current!.authClient())
          }
          onDeleted={async () => {
            setDeleted(true);
            await firebase.current!.signOut(firebase.current!.authClient());
          }}
        />
      );
  }
}
