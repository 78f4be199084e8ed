"use client";

import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { authErrorMessage } from "@/lib/firebase/errors";

/**
 * One request at a time for a sign-in form (docs/product.md §5.6): while it
 * runs the form's buttons are disabled, and a second click before React
 * re-renders is ignored too. A failure becomes a sentence, and is logged.
 */
export function useAuthSubmit(what: string) {
  const t = useTranslations("signIn");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const running = useRef(false);

  async function run(task: () => Promise<void>) {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError("");
    try {
      await task();
    } catch (failure) {
      console.error(`${what} failed`, failure);
      setError(authErrorMessage(failure, t));
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { busy, error, setError, run };
}
