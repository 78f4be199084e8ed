"use client";

import { useCallback, useEffect, useRef } from "react";
import type { User } from "firebase/auth";
import type { GetToken } from "@/components/api/call-api";
import { followRememberedUser } from "@/components/account/remembered-user";

/**
 * The signed-in visitor's ID token for the review form, or "" for a visitor
 * who only has the mail's link (docs/product.md §24). As at the checkout,
 * Firebase is fetched only when localStorage says someone is signed in; the
 * server verifies the token, and refuses a review from another account.
 */
export function useViewerToken(): GetToken {
  const user = useRef<User | null>(null);
  useEffect(
    () =>
      followRememberedUser((current) => {
        user.current = current;
      }),
    [],
  );
  return useCallback(
    async () => (user.current ? user.current.getIdToken() : ""),
    [],
  );
}
