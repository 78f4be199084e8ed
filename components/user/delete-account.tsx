"use client";

import { useState } from "react";
import { deleteAccount } from "@/lib/server/actions/account";
import { Alert } from "@/components/forms/alert";

/**
 * "Delete my account" behind a confirmation step (docs/product.md §13.5). The
 * server refuses while a booking is open; otherwise it erases the personal
 * details of the account's bookings and deletes the account.
 */
export function DeleteAccount({
  idToken,
  onDeleted,
}: {
  idToken: () => Promise<string>;
  onDeleted: () => Promise<void>;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function confirm() {
    setBusy(true);
    setError("");
    try {
      const answer = await deleteAccount(await idToken());
      if (answer.ok) {
        await onDeleted();
        return;
      }
      setError(answer.message);
    } catch {
      setError("Your account could not be deleted just now. Please try again.");
    }
    setBusy(false);
    setAsking(false);
  }

  return (
    <section aria-labelledby="delete-account" className="grid gap-3">
      <h2 id="delete-account" className="text-xl font-bold text-slate-900">
        Delete my account
      </h2>
      <p className="text-slate-700">
        Deleting your account erases your name, phone, e-mail and address from
        your past bookings; their reference, services, totals and dates stay in
        our books. It is not possible while a booking is Requested or Confirmed.
      </p>
      {error && <Alert>{error}</Alert>}
      {asking ? (
        <div className="grid gap-3" role="group" aria-label="Confirm deletion">
          <p className="font-semibold">
            Delete your account for good? This cannot be undone.
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              disabled={busy}
              onClick={() => void confirm()}
              className="btn-primary"
            >
              Yes, delete my account
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => setAsking(false)}
              className="btn-outline"
            >
              Keep my account
            </button>
          </div>
        </div>
      ) : (
        <div>
          <button
            type="button"
            onClick={() => setAsking(true)}
            className="btn-outline"
          >
            Delete my account
          </button>
        </div>
      )}
    </section>
  );
}
