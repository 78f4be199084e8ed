"use client";

import { useEffect, useRef, useState } from "react";
import type { User } from "firebase/auth";
import { useTranslations } from "next-intl";
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
  const t = useTranslations("signIn");
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
        setState({
          kind: "unavailable",
          message: authErrorMessage(failure, t),
        });
      },
    );
    return () => {
      active = false;
      unsubscribe();
    };
  }, [t]);

  const mod = () => firebase.current!;

  async function signIn({ email, password }: Credentials) {
    await mod().signInWithEmailAndPassword(mod().authClient(), email, password);
  }

  /** A new account, then the provider's verification e-mail (docs/product.md §22). */
  async function signUp({ email, password }: Credentials) {
    const { user } = await mod().createUserWithEmailAndPassword(
      mod().authClient(),
      email,
      password,
    );
    try {
      await mod().sendEmailVerification(user);
    } catch (failure) {
      // The account exists; its page offers to send the link again.
      console.error("verification e-mail failed", failure);
    }
  }

  /** The same answer whether or not an account uses the address. */
  async function resetPassword(email: string) {
    try {
      await mod().sendPasswordResetEmail(mod().authClient(), email);
    } catch (failure) {
      if ((failure as { code?: string }).code !== "auth/user-not-found") {
        throw failure;
      }
    }
  }

  async function sendVerification() {
    const user = mod().authClient().currentUser;
    if (user) await mod().sendEmailVerification(user);
  }

  /**
   * Reads the account again (has its e-mail been verified since?) and, when
   * it has, takes a fresh ID token so the server sees it too.
   */
  async function refreshUser(): Promise<boolean> {
    const user = mod().authClient().currentUser;
    if (!user) return false;
    await mod().reload(user);
    if (user.emailVerified) await user.getIdToken(true);
    return user.emailVerified;
  }

  function signOut() {
    return mod().signOut(mod().authClient());
  }

  return {
    state,
    signIn,
    signUp,
    resetPassword,
    sendVerification,
    refreshUser,
    signOut,
  };
}
