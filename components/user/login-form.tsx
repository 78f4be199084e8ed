"use client";

import { useRef, useState } from "react";
import { FormField } from "@/components/forms/form-field";
import { authErrorMessage } from "@/lib/firebase/errors";

export type Credentials = { email: string; password: string };
type Action = "login" | "signup";

/**
 * One form, two actions (docs/product.md §5). While a request runs both buttons are
 * disabled, and a second click before React re-renders is ignored too.
 */
export function LoginForm({
  onSubmit,
  heading = "Login",
  signup = true,
  emailHint = "We'll never share your email with anyone else.",
}: {
  onSubmit: (action: Action, credentials: Credentials) => Promise<void>;
  heading?: string;
  /** The staff desk signs in existing accounts only. */
  signup?: boolean;
  /** The line under the e-mail field, for the audience of the page. */
  emailHint?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const running = useRef(false);

  async function run(action: Action, form: HTMLFormElement) {
    if (running.current || !form.reportValidity()) return;
    running.current = true;
    setBusy(true);
    setError("");
    const data = new FormData(form);
    try {
      await onSubmit(action, {
        email: String(data.get("email")),
        password: String(data.get("password")),
      });
    } catch (failure) {
      console.error(`${action} failed`, failure);
      setError(authErrorMessage(failure));
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void run("login", event.currentTarget);
      }}
      className="grid gap-4"
      aria-busy={busy}
    >
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        {heading}
      </h1>
      <FormField
        id="user-email"
        name="email"
        label="Email address"
        type="email"
        placeholder="Enter email"
        autoComplete="email"
        hint={emailHint}
      />
      <FormField
        id="user-password"
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      {error && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800"
        >
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={busy}
          className="btn-primary disabled:opacity-60"
        >
          Login
        </button>
        {signup && (
          <button
            type="button"
            disabled={busy}
            onClick={(event) => void run("signup", event.currentTarget.form!)}
            className="btn-outline disabled:opacity-60"
          >
            Signup
          </button>
        )}
      </div>
    </form>
  );
}
