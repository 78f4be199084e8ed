"use client";

import { useCallback, useEffect, useRef } from "react";
import type { User } from "firebase/auth";
import type { GetToken } from "@/components/api/call-api";
import { userKey } from "@/lib/firebase/remember-user";

/**
 * The signed-in visitor's ID token for the review form, or "" for a visitor
 * who only has the mail's link (docs/product.md §24). As at the checkout,
 * Firebase is fetched only when localStorage says someone is signed in; the
 * server verifies the token, and refuses a review from another account.
 */
export function useViewerToken(): GetToken {
  const user = useRef<User | null>(null);
  useEffect(() => {
    let signedIn = false;
    try {
      signedIn = Boolean(window.localStorage.getItem(userKey));
    } catch {
      // Storage switched off: the link alone names the booking.
    }
    if (!signedIn) return;
    let active = true;
    let unsubscribe = () => {};
    import("@/lib/firebase/auth").then(
      (mod) => {
        if (!active) return;
        unsubscribe = mod.onAuthStateChanged(mod.authClient(), (current) => {
          user.current = current;
        });
      },
      () => {
        // Sign-in code did not load: the link alone names the booking.
      },
    );
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);
  return useCallback(
    async () => (user.current ? user.current.getIdToken() : ""),
    [],
  );
}
