"use client";

import type { ReactNode, Ref } from "react";
import { FormField } from "@/components/forms/form-field";
import { useAuthSubmit } from "./use-auth-submit";
import { Alert } from "@/components/forms/alert";
import { accountCopy } from "@/data/copy/account";
import type { Locale } from "@/data/locale";

export type Credentials = { email: string; password: string };

/**
 * Signing in to an existing account (docs/product.md §5, §22), on /user and
 * the staff desk. `children` are the ways to other forms, under the button.
 */
export function LoginForm({
  onSubmit,
  locale = "en",
  heading = accountCopy[locale].login.heading,
  headingRef,
  children,
  emailHint = accountCopy[locale].login.emailHint,
}: {
  onSubmit: (credentials: Credentials) => Promise<void>;
  heading?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
  /** The line under the e-mail field, for the audience of the page. */
  emailHint?: string;
  /** The staff and Tech pages stay English; /es/user passes "es". */
  locale?: Locale;
}) {
  const said = accountCopy[locale].login;
  const { busy, error, run } = useAuthSubmit("login", locale);

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
        label={said.email}
        type="email"
        placeholder={said.emailPlaceholder}
        autoComplete="email"
        hint={emailHint}
      />
      <FormField
        id="user-password"
        name="password"
        label={said.password}
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
          {said.submit}
        </button>
      </div>
      {children}
    </form>
  );
}
