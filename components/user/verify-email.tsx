"use client";

import { useState } from "react";
import { useAuthSubmit } from "@/components/account/use-auth-submit";
import { Alert } from "@/components/forms/alert";
import { accountCopy } from "@/data/copy/account";
import type { Locale } from "@/data/locale";

/**
 * Until the account's e-mail is verified (docs/product.md §22): why it
 * matters, a way to say "done", and the link sent again.
 */
export function VerifyEmail({
  email,
  onCheck,
  onResend,
  locale = "en",
}: {
  email: string;
  /** True once the identity provider says the address is verified. */
  onCheck: () => Promise<boolean>;
  onResend: () => Promise<void>;
  locale?: Locale;
}) {
  const said = accountCopy[locale].verify;
  const { busy, error, run } = useAuthSubmit("e-mail verification", locale);
  const [note, setNote] = useState("");

  return (
    <section
      aria-labelledby="verify-email"
      className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="verify-email" className="text-xl font-bold text-slate-900">
        {said.heading}
      </h2>
      <p className="text-slate-800">
        {said.sentTo} <strong>{email}</strong>. {said.sentAfter}
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
                setNote(said.notYet);
              }
            })
          }
        >
          {said.check}
        </button>
        <button
          type="button"
          disabled={busy}
          className="btn-outline disabled:opacity-60"
          onClick={() =>
            void run(async () => {
              setNote("");
              await onResend();
              setNote(said.resent(email));
            })
          }
        >
          {said.resend}
        </button>
      </div>
    </section>
  );
}
