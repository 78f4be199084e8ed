"use client";

import { useEffect, useRef, useState } from "react";
import { LoginForm, type Credentials } from "./login-form";
import { ResetPasswordForm } from "./reset-password-form";
import { SignUpForm } from "./sign-up-form";

type Mode = "login" | "signup" | "reset";

const switchClass =
  "rounded-md font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

/**
 * /user signed out (docs/product.md §22): Login, Create account and Forgot
 * password are separate forms, one on screen at a time; switching moves
 * focus to the new form's heading.
 */
export function SignedOut({
  onSignIn,
  onSignUp,
  onReset,
}: {
  onSignIn: (credentials: Credentials) => Promise<void>;
  onSignUp: (credentials: Credentials) => Promise<void>;
  onReset: (email: string) => Promise<void>;
}) {
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
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {to("reset", "Forgot password?")}
            <p>New here? {to("signup", "Create an account")}</p>
          </div>
        </LoginForm>
      );
    case "signup":
      return (
        <SignUpForm onSubmit={onSignUp} headingRef={heading}>
          <p>Already have an account? {to("login", "Log in")}</p>
        </SignUpForm>
      );
    case "reset":
      return (
        <ResetPasswordForm onSubmit={onReset} headingRef={heading}>
          <p>{to("login", "Back to Login")}</p>
        </ResetPasswordForm>
      );
  }
}
