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

/** The visitor's account (docs/product.md §5, §13.5): who, their bookings, sign-out, deletion. */
export function SignedIn({
  email,
  idToken,
  tech,
  onNotTech,
  onSignOut,
  onDeleted,
  children,
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
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function signOut() {
    setBusy(true);
    setError("");
    try {
      await onSignOut();
    } catch (failure) {
      console.error("sign-out failed", failure);
      setError(authErrorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-8">
      <div className="grid gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
          Your account
        </h1>
        <p className="text-lg text-slate-700">
          Signed in as <strong className="text-slate-900">{email}</strong>
        </p>
        {error && <Alert>{error}</Alert>}
        <div>
          <button
            type="button"
            onClick={signOut}
            disabled={busy}
            className="btn-outline disabled:opacity-60"
          >
            Sign out
          </button>
        </div>
      </div>
      {children}
      <YourPlan idToken={idToken} />
      {tech === true && <TechWork idToken={idToken} onNotTech={onNotTech} />}
      <AccountBookings
        idToken={idToken}
        heading={tech ? "Bookings you made as a customer" : undefined}
      />
      <AccountReviews idToken={idToken} />
      {tech === false && <YourProblems idToken={idToken} />}
      <RemoteAccount idToken={idToken} onSignInAgain={onSignOut} />
      {tech === false && <TechProfileLink />}
      <DeleteAccount idToken={idToken} onDeleted={onDeleted} />
    </div>
  );
}
