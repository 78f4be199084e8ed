"use client";

import type { ReactNode, Ref } from "react";
import { FormField } from "@/components/forms/form-field";
import { useAuthSubmit } from "./use-auth-submit";
import { Alert } from "@/components/forms/alert";
import { useTranslations } from "next-intl";

export type Credentials = { email: string; password: string };

/**
 * Signing in to an existing account (docs/product.md §5, §22), on /user and
 * the staff desk. `children` are the ways to other forms, under the button.
 */
export function LoginForm({
  onSubmit,
  heading,
  headingRef,
  children,
  emailHint,
}: {
  onSubmit: (credentials: Credentials) => Promise<void>;
  heading?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
  /** The line under the e-mail field, for the audience of the page. */
  emailHint?: string;
}) {
  const t = useTranslations("signIn");
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
        {heading ?? t("login.heading")}
      </h1>
      <FormField
        id="user-email"
        name="email"
        label={t("login.email")}
        type="email"
        placeholder={t("login.emailPlaceholder")}
        autoComplete="email"
        hint={emailHint ?? t("login.emailHint")}
      />
      <FormField
        id="user-password"
        name="password"
        label={t("login.password")}
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
          {t("login.submit")}
        </button>
      </div>
      {children}
    </form>
  );
}
