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

/** The draft kept under `key`, or nothing when there is none or it is not ours. */
function keptDraft(key: string): Record<string, unknown> {
  try {
    const draft: unknown = JSON.parse(storage()?.getItem(key) ?? "null");
    return typeof draft === "object" && draft !== null
      ? (draft as Record<string, unknown>)
      : {};
  } catch {
    return {};
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
    const draft = keptDraft(key);
    if (!form.current) return;
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
    // A field set aside for now (disabled, as the checkout's window while a
    // time is picked) is not in the form's data: what was kept for it stays.
    const draft: Record<string, string> = {};
    const kept = keptDraft(key);
    for (const element of form.current.elements) {
      const { name } = element as HTMLInputElement;
      // :disabled, not .disabled: a field inside a disabled fieldset is too.
      if (!draftable(name) || !element.matches(":disabled")) continue;
      if (typeof kept[name] === "string") draft[name] = kept[name];
    }
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
