"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Alert } from "@/components/forms/alert";
import { exportLimitDays } from "@/lib/desk/payloads";
import { FormField } from "@/components/forms/form-field";
import {
  callApi,
  useErrorOf,
  isRefusal,
  type GetToken,
} from "@/components/api/call-api";

/**
 * Bookings requested between two days, as a CSV file (docs/product.md §15).
 * The file is fetched with the ID token and handed to the browser to save.
 */
export function ExportForm({
  token,
  today,
  onRefused,
}: {
  token: GetToken;
  today: string;
  onRefused: (message: string) => void;
}) {
  const t = useTranslations("desk.export");
  const errorOf = useErrorOf();
  const id = useId();
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const from = String(data.get("from"));
    const to = String(data.get("to"));
    setBusy(true);
    setError("");
    const query = new URLSearchParams({ from, to });
    const reply = await callApi(token, `/staff/api/export?${query}`);
    setBusy(false);
    if (reply.status === 200 && reply.body instanceof Blob) {
      const url = URL.createObjectURL(reply.body);
      const link = document.createElement("a");
      link.href = url;
      link.download = `bookings-${from}-to-${to}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } else if (isRefusal(reply)) {
      onRefused(errorOf(reply));
    } else {
      setError(errorOf(reply));
    }
  }

  return (
    <form
      onSubmit={submit}
      className="grid gap-3"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        {t("title")}
      </h2>
      <p className="text-sm text-slate-700">
        {t("lead", { days: String(exportLimitDays) })}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          id={`${id}-from`}
          name="from"
          label={t("from")}
          type="date"
          defaultValue={today}
        />
        <FormField
          id={`${id}-to`}
          name="to"
          label={t("to")}
          type="date"
          defaultValue={today}
        />
      </div>
      <Alert>{error}</Alert>
      <div>
        <button
          type="submit"
          disabled={busy}
          className="btn-outline disabled:opacity-60"
        >
          {t("download")}
        </button>
      </div>
    </form>
  );
}
