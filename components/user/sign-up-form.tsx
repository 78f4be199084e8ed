"use client";

import Link from "next/link";
import { useState, type ReactNode, type Ref } from "react";
import { FormField } from "@/components/forms/form-field";
import { business } from "@/data/business";
import type { Credentials } from "@/components/account/login-form";
import { useAuthSubmit } from "@/components/account/use-auth-submit";
import { Alert } from "@/components/forms/alert";
import { useTranslations } from "next-intl";
import type { Locale } from "@/data/locale";
import { localePath } from "@/lib/i18n/paths";

/**
 * Creating an account (docs/product.md §22): the password twice, and the
 * terms and the minimum age agreed to, before the identity provider is asked.
 */
export function SignUpForm({
  onSubmit,
  headingRef,
  children,
  locale = "en",
}: {
  onSubmit: (credentials: Credentials) => Promise<void>;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
  locale?: Locale;
}) {
  const t = useTranslations("account");
  const signIn = useTranslations("signIn");
  const { busy, error, run } = useAuthSubmit("signup");
  const [repeatError, setRepeatError] = useState("");

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const data = new FormData(form);
        const password = String(data.get("password"));
        if (password !== String(data.get("repeat"))) {
          setRepeatError(t("signUp.mismatch"));
          form.querySelector<HTMLInputElement>("#signup-repeat")?.focus();
          return;
        }
        setRepeatError("");
        void run(() =>
          onSubmit({ email: String(data.get("email")), password }),
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
        {t("signUp.heading")}
      </h1>
      <FormField
        id="signup-email"
        name="email"
        label={signIn("login.email")}
        type="email"
        autoComplete="email"
        hint={t("signUp.emailHint")}
      />
      <FormField
        id="signup-password"
        name="password"
        label={signIn("login.password")}
        type="password"
        autoComplete="new-password"
        hint={t("signUp.passwordHint")}
      />
      <FormField
        id="signup-repeat"
        name="repeat"
        label={t("signUp.repeat")}
        type="password"
        autoComplete="new-password"
        error={repeatError}
      />
      <div className="flex items-start gap-3">
        <input
          id="signup-terms"
          name="terms"
          type="checkbox"
          required
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor="signup-terms" className="text-slate-900">
          {t("signUp.agree", { age: business.minimumAge })}{" "}
          <Link
            href={localePath(locale, "/terms-of-service")}
            className="font-semibold text-brand-700 underline"
          >
            {t("signUp.terms")}
          </Link>{" "}
          {t("signUp.and")}{" "}
          <Link
            href={localePath(locale, "/privacy-policy")}
            className="font-semibold text-brand-700 underline"
          >
            {t("signUp.privacy")}
          </Link>
          .
        </label>
      </div>
      <Alert>{error}</Alert>
      <div>
        <button
          type="submit"
          disabled={busy}
          className="btn-primary disabled:opacity-60"
        >
          {t("signUp.submit")}
        </button>
      </div>
      {children}
    </form>
  );
}
