"use client";

import { useState } from "react";
import { deleteAccount } from "@/lib/server/actions/account";
import { Alert } from "@/components/forms/alert";
import { useTranslations } from "next-intl";
import type { Locale } from "@/data/locale";

/**
 * "Delete my account" behind a confirmation step (docs/product.md §13.5). The
 * server refuses while a booking is open; otherwise it erases the personal
 * details of the account's bookings and deletes the account.
 */
export function DeleteAccount({
  idToken,
  onDeleted,
  locale = "en",
}: {
  idToken: () => Promise<string>;
  onDeleted: () => Promise<void>;
  locale?: Locale;
}) {
  const t = useTranslations("account");
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function confirm() {
    setBusy(true);
    setError("");
    try {
      const answer = await deleteAccount(await idToken(), locale);
      if (answer.ok) {
        await onDeleted();
        return;
      }
      setError(answer.message);
    } catch {
      setError(t("deletion.failed"));
    }
    setBusy(false);
    setAsking(false);
  }

  return (
    <section aria-labelledby="delete-account" className="grid gap-3">
      <h2 id="delete-account" className="text-xl font-bold text-slate-900">
        {t("deletion.heading")}
      </h2>
      <p className="text-slate-700">{t("deletion.explain")}</p>
      {error && <Alert>{error}</Alert>}
      {asking ? (
        <div
          className="grid gap-3"
          role="group"
          aria-label={t("deletion.confirmGroup")}
        >
          <p className="font-semibold">{t("deletion.ask")}</p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              disabled={busy}
              onClick={() => void confirm()}
              className="btn-primary"
            >
              {t("deletion.yes")}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => setAsking(false)}
              className="btn-outline"
            >
              {t("deletion.keep")}
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
            {t("deletion.heading")}
          </button>
        </div>
      )}
    </section>
  );
}
