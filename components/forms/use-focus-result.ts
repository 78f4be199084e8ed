"use client";

import { useEffect, useRef, type RefObject } from "react";
import type { FormState } from "@/lib/requests/form-state";

/**
 * Moves keyboard focus to what an answer asks the visitor to look at: the
 * first field to fix, the alert, or the confirmation.
 */
export function useFocusResult(
  state: FormState,
  form: RefObject<HTMLFormElement | null>,
) {
  const alert = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.status === "invalid") {
      form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
    } else if (
      state.status === "failed" ||
      state.status === "refused" ||
      state.status === "unanswered"
    ) {
      alert.current?.focus();
    } else if (state.status === "taken") {
      form.current?.querySelector<HTMLElement>("#checkout-slot-taken")?.focus();
    } else if (state.status === "sent") {
      panel.current?.focus();
    }
  }, [state, form]);
  return { alert, panel };
}
