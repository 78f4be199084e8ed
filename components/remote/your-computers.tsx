"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { computerLimits, operatingSystems } from "@/data/remote-sessions";
import { osLabel, type Computer } from "@/lib/remote/rules";
import {
  removeComputerAction,
  saveComputer,
  type RemoteAnswer,
} from "@/lib/server/actions/remote";
import { FieldError } from "@/components/forms/field-error";
import { FormField } from "@/components/forms/form-field";
import { Alert } from "@/components/forms/alert";
import type { Locale } from "@/data/locale";

/** The name, system and note of one computer, to add it or rename it. */
function ComputerForm({
  initial,
  label,
  busy,
  errors,
  onSubmit,
  onCancel,
  locale,
}: {
  locale: Locale;
  initial?: Computer;
  label: string;
  busy: boolean;
  errors: Record<string, string>;
  onSubmit: (values: { name: string; os: string; note: string }) => void;
  onCancel?: () => void;
}) {
  const t = useTranslations("remote.computers");
  const id = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit({
      name: String(data.get("name") ?? ""),
      os: String(data.get("os") ?? ""),
      note: String(data.get("note") ?? ""),
    });
  }
  return (
    <form onSubmit={submit} className="grid gap-3" aria-label={label}>
      <FormField
        id={`${id}-name`}
        name="name"
        label={t("name")}
        hint={t("nameHint")}
        maxLength={computerLimits.name}
        defaultValue={initial?.name}
        error={errors.name}
      />
      <div className="grid gap-1">
        <label htmlFor={`${id}-os`} className="font-semibold text-slate-900">
          {t("os")}
        </label>
        <select
          id={`${id}-os`}
          name="os"
          required
          defaultValue={initial?.os ?? ""}
          aria-invalid={errors.os ? true : undefined}
          aria-describedby={errors.os ? `${id}-os-error` : undefined}
          className="rounded-lg border border-slate-300 px-3 py-2"
        >
          <option value="" disabled>
            {t("choose")}
          </option>
          {operatingSystems.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-os-error`}>{errors.os}</FieldError>
      </div>
      <FormField
        id={`${id}-note`}
        name="note"
        label={t("note")}
        optional
        locale={locale}
        multiline
        rows={2}
        maxLength={computerLimits.note}
        defaultValue={initial?.note}
        error={errors.note}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className="btn-primary">
          {initial ? t("save") : t("add")}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} className="btn-outline">
            {t("cancel")}
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * "Your computers" on /user (docs/product.md §19.1): the computers a remote
 * session may name. Add, rename and remove; the server keeps the limit of 10
 * and refuses to remove one with a session that is not over.
 */
export function YourComputers({
  computers,
  idToken,
  onChanged,
  locale = "en",
}: {
  computers: readonly Computer[];
  idToken: () => Promise<string>;
  onChanged: () => Promise<void>;
  locale?: Locale;
}) {
  const t = useTranslations("remote.computers");
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function run(call: () => Promise<RemoteAnswer<object>>) {
    setBusy(true);
    setMessage("");
    setErrors({});
    try {
      const answer = await call();
      if (answer.ok) {
        setEditing(null);
        await onChanged();
      } else {
        setMessage(answer.message);
        setErrors(answer.errors ?? {});
      }
    } catch {
      setMessage(t("failed"));
    }
    setBusy(false);
  }

  const full = computers.length >= computerLimits.perAccount;
  return (
    <section aria-labelledby="your-computers" className="grid gap-3">
      <h2 id="your-computers" className="text-xl font-bold text-slate-900">
        {t("heading")}
      </h2>
      <p className="text-slate-700">
        {t("intro", { limit: String(computerLimits.perAccount) })}
      </p>
      {message && <Alert>{message}</Alert>}
      {computers.length === 0 ? (
        <p>{t("none")}</p>
      ) : (
        <ul className="grid gap-3">
          {computers.map((computer) => (
            <li
              key={computer.id}
              className="rounded-lg border border-slate-200 p-3"
            >
              {editing === computer.id ? (
                <ComputerForm
                  locale={locale}
                  label={t("renameLabel", { name: computer.name })}
                  initial={computer}
                  busy={busy}
                  errors={errors}
                  onCancel={() => setEditing(null)}
                  onSubmit={(values) =>
                    void run(async () =>
                      saveComputer(
                        await idToken(),
                        { id: computer.id, ...values },
                        locale,
                      ),
                    )
                  }
                />
              ) : (
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div>
                    <p className="font-semibold">{computer.name}</p>
                    <p>{osLabel(computer.os)}</p>
                    {computer.note && (
                      <p className="text-slate-700">{computer.note}</p>
                    )}
                  </div>
                  <div className="flex gap-2">
                    <button
                      type="button"
                      className="btn-outline"
                      disabled={busy}
                      onClick={() => setEditing(computer.id)}
                      aria-label={t("renameLabel", { name: computer.name })}
                    >
                      {t("rename")}
                    </button>
                    <button
                      type="button"
                      className="btn-outline"
                      disabled={busy}
                      onClick={() =>
                        void run(async () =>
                          removeComputerAction(
                            await idToken(),
                            computer.id,
                            locale,
                          ),
                        )
                      }
                      aria-label={t("removeLabel", { name: computer.name })}
                    >
                      {t("remove")}
                    </button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing === "new" ? (
        <ComputerForm
          locale={locale}
          label={t("addTitle")}
          busy={busy}
          errors={errors}
          onCancel={() => setEditing(null)}
          onSubmit={(values) =>
            void run(async () => saveComputer(await idToken(), values, locale))
          }
        />
      ) : (
        !full && (
          <div>
            <button
              type="button"
              className="btn-outline"
              onClick={() => setEditing("new")}
            >
              {t("addTitle")}
            </button>
          </div>
        )
      )}
    </section>
  );
}
