"use client";

import { useState, type ReactNode, type Ref } from "react";
import { FormField } from "@/components/forms/form-field";
import { useAuthSubmit } from "@/components/account/use-auth-submit";
import { Alert } from "@/components/forms/alert";
import { accountCopy } from "@/data/copy/account";
import type { Locale } from "@/data/locale";

/**
 * "Forgot password?" (docs/product.md §22): the identity provider mails a
 * link to choose a new password. The answer is the same whether or not an
 * account uses the address, so the form tells no one who has an account.
 */
export function ResetPasswordForm({
  onSubmit,
  headingRef,
  children,
  locale = "en",
}: {
  onSubmit: (email: string) => Promise<void>;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
  locale?: Locale;
}) {
  const said = accountCopy[locale];
  const { busy, error, run } = useAuthSubmit("password reset", locale);
  const [sentTo, setSentTo] = useState("");

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const email = String(new FormData(event.currentTarget).get("email"));
        setSentTo("");
        void run(async () => {
          await onSubmit(email);
          setSentTo(email);
        });
      }}
      className="grid gap-4"
      aria-busy={busy}
    >
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-3xl font-extrabold tracking-tight text-slate-900"
      >
        {said.reset.heading}
      </h1>
      <p className="text-slate-700">{said.reset.intro}</p>
      <FormField
        id="reset-email"
        name="email"
        label={said.login.email}
        type="email"
        autoComplete="email"
      />
      <Alert>{error}</Alert>
      <p role="status" className={sentTo ? "font-semibold text-slate-900" : ""}>
        {sentTo && said.reset.sent(sentTo)}
      </p>
      <div>
        <button
          type="submit"
          disabled={busy}
          className="btn-primary disabled:opacity-60"
        >
          {said.reset.submit}
        </button>
      </div>
      {children}
    </form>
  );
}
