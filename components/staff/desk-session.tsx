"use client";

import { createContext, use, useEffect, type ReactNode } from "react";
import { useFirebaseUser } from "@/components/user/use-firebase-user";
import { callApi } from "@/components/api/call-api";

export type DeskSession = ReturnType<typeof useFirebaseUser>;

const DeskSessionContext = createContext<DeskSession | null>(null);

/**
 * The signed-in account, shared by the desk's frame (who is signed in,
 * sign-out) and its pages. Firebase loads here, on /staff only
 * (docs/product.md §15.1). Once signed in, the server is asked for the
 * desk's cookie, which lets the search answer a plain GET (§15.13); signing
 * out drops it.
 */
export function DeskSessionProvider({ children }: { children: ReactNode }) {
  const session = useFirebaseUser();
  const user = session.state.kind === "signed-in" ? session.state.user : null;
  useEffect(() => {
    // The storefront's cart provider marks hydration; the desk has no cart.
    document.documentElement.dataset.hydrated = "";
  }, []);
  useEffect(() => {
    if (user)
      void callApi(() => user.getIdToken(), "/staff/api/session", { json: {} });
  }, [user]);
  const signOut = async () => {
    await fetch("/staff/api/session", { method: "DELETE" }).catch(() => {});
    await session.signOut();
  };
  return (
    <DeskSessionContext value={{ ...session, signOut }}>
      {children}
    </DeskSessionContext>
  );
}

export function useDeskSession(): DeskSession {
  const session = use(DeskSessionContext);
  if (!session) throw new Error("useDeskSession outside DeskSessionProvider");
  return session;
}
