"use client";

import { useState } from "react";
import { useAuthSubmit } from "@/components/account/use-auth-submit";
import { Alert } from "@/components/forms/alert";

/**
 * Until the account's e-mail is verified (docs/product.md §22): why it
 * matters, a way to say "done", and the link sent again.
 */
export function VerifyEmail({
  email,
  onCheck,
  onResend,
}: {
  email: string;
  /** True once the identity provider says the address is verified. */
  onCheck: () => Promise<boolean>;
  onResend: () => Promise<void>;
}) {
  const { busy, error, run } = useAuthSubmit("e-mail verification");
  const [note, setNote] = useState("");

  return (
    <section
      aria-labelledby="verify-email"
      className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="verify-email" className="text-xl font-bold text-slate-900">
        Verify your e-mail address
      </h2>
      <p className="text-slate-800">
        We sent a link to <strong>{email}</strong>. Open it to confirm the
        address is yours; bookings you made without an account using this
        address then appear in your account.
      </p>
      <Alert>{error}</Alert>
      <p role="status" className={note ? "font-semibold" : ""}>
        {note}
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={busy}
          className="btn-primary disabled:opacity-60"
          onClick={() =>
            void run(async () => {
              setNote("");
              if (!(await onCheck())) {
                setNote(
                  "Your address is not verified yet. Open the link in the e-mail, then try again.",
                );
              }
            })
          }
        >
          I have verified it
        </button>
        <button
          type="button"
          disabled={busy}
          className="btn-outline disabled:opacity-60"
          onClick={() =>
            void run(async () => {
              setNote("");
              await onResend();
              setNote(`A new link is on its way to ${email}.`);
            })
          }
        >
          Send the link again
        </button>
      </div>
    </section>
  );
}
