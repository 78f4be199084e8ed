"use client";

import { useEffect, useState, type RefObject } from "react";
import { followRememberedUser } from "@/components/account/remembered-user";
import { accountDetails } from "@/lib/server/actions/account";

/** Sets each named field the visitor has not filled in yet. */
function fillEmpty(form: HTMLFormElement, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const input = form.elements.namedItem(name);
    if (input instanceof HTMLInputElement && input.value === "" && value) {
      input.value = value;
      // Islands that follow a field (the checkout's times follow the ZIP) hear it.
      input.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }
}

/**
 * The signed-in visitor's ID token for the checkout, and their details filled
 * in: the e-mail from the account, the rest from its last booking
 * (docs/product.md §13.5). Firebase is fetched only when localStorage says
 * someone is signed in, so a guest's checkout never loads it. The server
 * verifies the token; it never takes a uid from the browser.
 */
export function useAccountToken(
  form: RefObject<HTMLFormElement | null>,
): string {
  const [token, setToken] = useState("");
  useEffect(() => {
    let active = true;
    let filled = false;
    const stop = followRememberedUser((user) => {
      void (async () => {
        const fresh = user ? await user.getIdToken() : "";
        if (!active) return;
        setToken(fresh);
        if (!fresh || filled) return;
        filled = true;
        const details = await accountDetails(fresh);
        if (active && details && form.current) {
          fillEmpty(form.current, details);
        }
      })().catch(() => {
        // The identity service is unreachable: book as a guest.
      });
    });
    return () => {
      active = false;
      stop();
    };
  }, [form]);
  return token;
}
