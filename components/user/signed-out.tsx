"use client";

import { useEffect, useRef, useState } from "react";
import { LoginForm, type Credentials } from "@/components/account/login-form";
import { useTranslations } from "next-intl";
import type { Locale } from "@/data/locale";
import { ResetPasswordForm } from "./reset-password-form";
import { SignUpForm } from "./sign-up-form";

type Mode = "login" | "signup" | "reset";

const switchClass =
  "rounded-md font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

/**
 * /user signed out (docs/product.md §22): Login, Create account and Forgot
 * password are separate forms, one on screen at a time; switching moves
 * focus to the new form's heading. The Login screen's way to a new account
 * is the seed's Signup button beside Login, not a link in the small print.
 */
export function SignedOut({
  onSignIn,
  onSignUp,
  onReset,
  locale = "en",
}: {
  onSignIn: (credentials: Credentials) => Promise<void>;
  onSignUp: (credentials: Credentials) => Promise<void>;
  onReset: (email: string) => Promise<void>;
  locale?: Locale;
}) {
  const t = useTranslations("account");
  const signIn = useTranslations("signIn");
  const [mode, setMode] = useState<Mode>("login");
  const switched = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (switched.current) heading.current?.focus();
  }, [mode]);

  function go(next: Mode) {
    switched.current = true;
    setMode(next);
  }

  const to = (next: Mode, label: string) => (
    <button type="button" onClick={() => go(next)} className={switchClass}>
      {label}
    </button>
  );

  switch (mode) {
    case "login":
      return (
        <LoginForm onSubmit={onSignIn} headingRef={heading}>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-2">
              {signIn("login.newHere")}
              <button
                type="button"
                onClick={() => go("signup")}
                className="btn-outline"
              >
                {signIn("login.signUp")}
              </button>
            </p>
            {to("reset", signIn("login.forgot"))}
          </div>
        </LoginForm>
      );
    case "signup":
      return (
        <SignUpForm onSubmit={onSignUp} headingRef={heading} locale={locale}>
          <p>
            {t("signUp.haveAccount")} {to("login", t("signUp.logIn"))}
          </p>
        </SignUpForm>
      );
    case "reset":
      return (
        <ResetPasswordForm onSubmit={onReset} headingRef={heading}>
          <p>{to("login", t("reset.back"))}</p>
        </ResetPasswordForm>
      );
  }
}
