"use client";

import { useState } from "react";
import { useAuthSubmit } from "@/components/account/use-auth-submit";
import { Alert } from "@/components/forms/alert";
import { useTranslations } from "next-intl";

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
  const t = useTranslations("account");
  const { busy, error, run } = useAuthSubmit("e-mail verification");
  const [note, setNote] = useState("");

  return (
    <section
      aria-labelledby="verify-email"
      className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="verify-email" className="text-xl font-bold text-slate-900">
        {t("verify.heading")}
      </h2>
      <p className="text-slate-800">
        {t("verify.sentTo")} <strong>{email}</strong>. {t("verify.sentAfter")}
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
                setNote(t("verify.notYet"));
              }
            })
          }
        >
          {t("verify.check")}
        </button>
        <button
          type="button"
          disabled={busy}
          className="btn-outline disabled:opacity-60"
          onClick={() =>
            void run(async () => {
              setNote("");
              await onResend();
              setNote(t("verify.resent", { email }));
            })
          }
        >
          {t("verify.resend")}
        </button>
      </div>
    </section>
  );
}
