"use client";

import { useEffect, type RefObject } from "react";
import { honeypotField } from "@/data/request-rules";

/**
 * Fields a visitor typed: not the honeypot, the cart's slugs, React's own
 * inputs, or a picked time, which may be taken by the time the draft returns.
 */
function draftable(name: string): boolean {
  return (
    /^[a-z]\w*$/i.test(name) &&
    name !== honeypotField &&
    name !== "service" &&
    name !== "slot"
  );
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Keeps what the visitor types in sessionStorage under `key`, so a reload or a
 * trip to the cart loses nothing, and forgets it once the request is sent.
 * Returns the form's input handler.
 */
export function useFormDraft(
  key: string,
  form: RefObject<HTMLFormElement | null>,
  sent: boolean,
) {
  useEffect(() => {
    let draft: unknown;
    try {
      draft = JSON.parse(storage()?.getItem(key) ?? "null");
    } catch {
      return;
    }
    if (!form.current || typeof draft !== "object" || draft === null) return;
    for (const [name, value] of Object.entries(draft)) {
      const field = form.current.elements.namedItem(name);
      if (!draftable(name) || typeof value !== "string" || !field) continue;
      if ("value" in field && field.value === "") {
        field.value = value;
        // Islands that follow a field (the checkout's times follow the ZIP) hear it.
        if (field instanceof HTMLElement) {
          field.dispatchEvent(new Event("input", { bubbles: true }));
        }
      }
    }
  }, [key, form]);

  useEffect(() => {
    if (!sent) return;
    try {
      storage()?.removeItem(key);
    } catch {
      // Nothing to forget.
    }
  }, [key, sent]);

  return () => {
    if (!form.current) return;
    const draft: Record<string, string> = {};
    for (const [name, value] of new FormData(form.current)) {
      if (draftable(name) && typeof value === "string") draft[name] = value;
    }
    try {
      storage()?.setItem(key, JSON.stringify(draft));
    } catch {
      // Storage full or disabled: the form still works for this page view.
    }
  };
}
