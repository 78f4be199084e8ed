"use client";

import { useState, type ReactNode } from "react";
import { TechWork } from "@/components/problems/tech-work";
import { YourProblems } from "@/components/problems/your-problems";
import { TechProfileLink } from "@/components/techs/tech-profile-link";
import { authErrorMessage } from "@/lib/firebase/errors";
import { AccountBookings } from "./account-bookings";
import { DeleteAccount } from "./delete-account";
import { RemoteAccount } from "@/components/remote/remote-account";
import { AccountReviews } from "@/components/reviews/account-reviews";
import { YourPlan } from "./your-plan";
import { Alert } from "@/components/forms/alert";
import { useTranslations } from "next-intl";
import type { Locale } from "@/data/locale";

/** The visitor's account (docs/product.md §5, §13.5): who, their bookings, sign-out, deletion. */
export function SignedIn({
  email,
  idToken,
  tech,
  onNotTech,
  onSignOut,
  onDeleted,
  children,
  locale = "en",
}: {
  email: string;
  idToken: () => Promise<string>;
  /** Whether the account is a Tech, by its token; null until it is read. */
  tech: boolean | null;
  onNotTech: () => void;
  onSignOut: () => Promise<void>;
  onDeleted: () => Promise<void>;
  /** Shown between who is signed in and their bookings. */
  children?: ReactNode;
  locale?: Locale;
}) {
  const t = useTranslations("account");
  const signIn = useTranslations("signIn");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function signOut() {
    setBusy(true);
    setError("");
    try {
      await onSignOut();
    } catch (failure) {
      console.error("sign-out failed", failure);
      setError(authErrorMessage(failure, signIn));
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-8">
      <div className="grid gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
          {t("panel.heading")}
        </h1>
        <p className="text-lg text-slate-700">
          {t("panel.signedInAs")}{" "}
          <strong className="text-slate-900">{email}</strong>
        </p>
        {error && <Alert>{error}</Alert>}
        <div>
          <button
            type="button"
            onClick={signOut}
            disabled={busy}
            className="btn-outline disabled:opacity-60"
          >
            {t("panel.signOut")}
          </button>
        </div>
      </div>
      {children}
      <YourPlan idToken={idToken} locale={locale} />
      {tech === true && <TechWork idToken={idToken} onNotTech={onNotTech} />}
      <AccountBookings
        idToken={idToken}
        locale={locale}
        heading={tech ? t("panel.techBookings") : undefined}
      />
      <AccountReviews idToken={idToken} locale={locale} />
      {tech === false && <YourProblems idToken={idToken} />}
      <RemoteAccount
        idToken={idToken}
        onSignInAgain={onSignOut}
        locale={locale}
      />
      {tech === false && <TechProfileLink />}
      <DeleteAccount idToken={idToken} onDeleted={onDeleted} locale={locale} />
    </div>
  );
}
