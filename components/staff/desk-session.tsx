"use client";

import { createContext, use, useEffect, type ReactNode } from "react";
import { useFirebaseUser } from "@/components/user/use-firebase-user";

export type DeskSession = ReturnType<typeof useFirebaseUser>;

const DeskSessionContext = createContext<DeskSession | null>(null);

/**
 * The signed-in account, shared by the desk's frame (who is signed in,
 * sign-out) and its page. Firebase loads here, on /staff only
 * (docs/product.md §15.1).
 */
export function DeskSessionProvider({ children }: { children: ReactNode }) {
  const session = useFirebaseUser();
  useEffect(() => {
    // The storefront's cart provider marks hydration; the desk has no cart.
    document.documentElement.dataset.hydrated = "";
  }, []);
  return <DeskSessionContext value={session}>{children}</DeskSessionContext>;
}

export function useDeskSession(): DeskSession {
  const session = use(DeskSessionContext);
  if (!session) throw new Error("useDeskSession outside DeskSessionProvider");
  return session;
}
