"use client";

import { createContext, use, useEffect, useState, type ReactNode } from "react";
import type { User } from "firebase/auth";
import { useFirebaseUser } from "@/components/account/use-firebase-user";
import { callApi, callPublic } from "@/components/api/call-api";

/**
 * The desk's cookie, which its GET pages (the search) read: `waiting` while
 * the browser does not yet know who is signed in or the server has not yet
 * answered for this account, then `open` or `closed` (signed out, or the
 * server refused it).
 */
export type DeskCookie = "waiting" | "open" | "closed";

export type DeskSession = ReturnType<typeof useFirebaseUser> & {
  deskCookie: DeskCookie;
};

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
  // The account the server last answered for, and whether it set the cookie.
  const [answered, setAnswered] = useState<{ user: User; ok: boolean }>();
  useEffect(() => {
    // The storefront's cart provider marks hydration; the desk has no cart.
    document.documentElement.dataset.hydrated = "";
  }, []);
  useEffect(() => {
    if (!user) return;
    let active = true;
    void callApi(() => user.getIdToken(), "/staff/api/session", {
      json: {},
    }).then((reply) => {
      if (active) setAnswered({ user, ok: reply.status === 200 });
    });
    return () => {
      active = false;
    };
  }, [user]);
  const signOut = async () => {
    // The cookie goes whatever the server answers; a failure leaves it to expire.
    await callPublic("/staff/api/session", { method: "DELETE" });
    await session.signOut();
  };
  const deskCookie: DeskCookie =
    session.state.kind === "checking"
      ? "waiting"
      : !user
        ? "closed"
        : answered?.user !== user
          ? "waiting"
          : answered.ok
            ? "open"
            : "closed";
  return (
    <DeskSessionContext value={{ ...session, signOut, deskCookie }}>
      {children}
    </DeskSessionContext>
  );
}

export function useDeskSession(): DeskSession {
  const session = use(DeskSessionContext);
  if (!session) throw new Error("useDeskSession outside DeskSessionProvider");
  return session;
}
