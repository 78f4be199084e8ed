"use client";

import type { ReactNode, Ref } from "react";
import { FormField } from "@/components/forms/form-field";
import { useAuthSubmit } from "./use-auth-submit";
import { Alert } from "@/components/forms/alert";

export type Credentials = { email: string; password: string };

/**
 * Signing in to an existing account (docs/product.md §5, §22), on /user and
 * the staff desk. `children` are the ways to other forms, under the button.
 */
export function LoginForm({
  onSubmit,
  heading = "Login",
  headingRef,
  children,
  emailHint = "We'll never share your email with anyone else.",
}: {
  onSubmit: (credentials: Credentials) => Promise<void>;
  heading?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
  /** The line under the e-mail field, for the audience of the page. */
  emailHint?: string;
}) {
  const { busy, error, run } = useAuthSubmit("login");

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        void run(() =>
          onSubmit({
            email: String(data.get("email")),
            password: String(data.get("password")),
          }),
        );
      }}
      className="grid gap-4"
      aria-busy={busy}
    >
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-3xl font-extrabold tracking-tight text-slate-900"
      >
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
      <Alert>{error}</Alert>
      <div>
        <button
          type="submit"
          disabled={busy}
          className="btn-primary disabled:opacity-60"
        >
          Login
        </button>
      </div>
      {children}
    </form>
  );
}
