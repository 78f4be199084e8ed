"use client";

import { useEffect, useRef, useState } from "react";
import type { User } from "firebase/auth";
import { authErrorMessage } from "@/lib/firebase/errors";
import { rememberUser } from "@/lib/firebase/remember-user";
import type { Credentials } from "./login-form";

type AuthModule = typeof import("@/lib/firebase/auth");

export type SignInState =
  | { kind: "checking" }
  | { kind: "signed-out" }
  | { kind: "signed-in"; user: User }
  | { kind: "unavailable"; message: string };

/**
 * Firebase sign-in for the pages that have it, /user and /staff
 * (docs/product.md §5): the SDK is fetched with import() after the page has
 * loaded, so no other page downloads it. Every change of the signed-in
 * account is remembered in localStorage.
 */
export function useFirebaseUser() {
  const [state, setState] = useState<SignInState>({ kind: "checking" });
  const firebase = useRef<AuthModule | null>(null);

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    import("@/lib/firebase/auth").then(
      (mod) => {
        if (!active) return;
        firebase.current = mod;
        unsubscribe = mod.onAuthStateChanged(mod.authClient(), (user) => {
          rememberUser(user?.uid ?? null);
          setState(user ? { kind: "signed-in", user } : { kind: "signed-out" });
        });
      },
      (failure: unknown) => {
        console.error("sign-in could not load", failure);
        setState({ kind: "unavailable", message: authErrorMessage(failure) });
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

  function signOut() {
    return firebase.current!.signOut(firebase.current!.authClient());
  }

  return { state, submit, signOut };
}
