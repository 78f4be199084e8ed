"use client";

import Link from "next/link";
import { useState, type ReactNode, type Ref } from "react";
import { FormField } from "@/components/forms/form-field";
import { business } from "@/data/business";
import type { Credentials } from "@/components/account/login-form";
import { useAuthSubmit } from "@/components/account/use-auth-submit";
import { Alert } from "@/components/forms/alert";

const mismatch = "The two passwords are not the same. Type them again.";

/**
 * Creating an account (docs/product.md §22): the password twice, and the
 * terms and the minimum age agreed to, before the identity provider is asked.
 */
export function SignUpForm({
  onSubmit,
  headingRef,
  children,
}: {
  onSubmit: (credentials: Credentials) => Promise<void>;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
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
          setRepeatError(mismatch);
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
        Create account
      </h1>
      <FormField
        id="signup-email"
        name="email"
        label="Email address"
        type="email"
        autoComplete="email"
        hint="We send a link to this address to check that it is yours."
      />
      <FormField
        id="signup-password"
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
      />
      <FormField
        id="signup-repeat"
        name="repeat"
        label="Repeat password"
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
          I am {business.minimumAge} or older, and I agree to the{" "}
          <Link
            href="/terms-of-service"
            className="font-semibold text-brand-700 underline"
          >
            Terms of Service
          </Link>{" "}
          and the{" "}
          <Link
            href="/privacy-policy"
            className="font-semibold text-brand-700 underline"
          >
            Privacy Policy
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
          Create account
        </button>
      </div>
      {children}
    </form>
  );
}
