"use client";

import { useState, type ReactNode, type Ref } from "react";
import { FormField } from "@/components/forms/form-field";
import { useAuthSubmit } from "@/components/account/use-auth-submit";
import { Alert } from "@/components/forms/alert";
import { useTranslations } from "next-intl";

/**
 * "Forgot password?" (docs/product.md §22): the identity provider mails a
 * link to choose a new password. The answer is the same whether or not an
 * account uses the address, so the form tells no one who has an account.
 */
export function ResetPasswordForm({
  onSubmit,
  headingRef,
  children,
}: {
  onSubmit: (email: string) => Promise<void>;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  const t = useTranslations("account");
  const signIn = useTranslations("signIn");
  const { busy, error, run } = useAuthSubmit("password reset");
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
        {t("reset.heading")}
      </h1>
      <p className="text-slate-700">{t("reset.intro")}</p>
      <FormField
        id="reset-email"
        name="email"
        label={signIn("login.email")}
        type="email"
        autoComplete="email"
      />
      <Alert>{error}</Alert>
      <p role="status" className={sentTo ? "font-semibold text-slate-900" : ""}>
        {sentTo && t("reset.sent", { email: sentTo })}
      </p>
      <div>
        <button
          type="submit"
          disabled={busy}
          className="btn-primary disabled:opacity-60"
        >
          {t("reset.submit")}
        </button>
      </div>
      {children}
    </form>
  );
}
