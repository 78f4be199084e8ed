"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import {
  callApi,
  useErrorOf,
  isRefusal,
  type GetToken,
} from "@/components/api/call-api";
import { Alert } from "@/components/forms/alert";
import { fieldControlClass } from "@/components/forms/field-frame";

/** Staff grant or remove an account's Tech role, with a reason (docs/product.md §17.3). */
export function TechRoleForm({
  token,
  onRefused,
  onDone,
}: {
  token: GetToken;
  onRefused: (message: string) => void;
  onDone: () => Promise<void>;
}) {
  const t = useTranslations("techWork.role");
  const errorOf = useErrorOf();
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const reply = await callApi(token, "/staff/api/tech-role", {
      json: {
        email: form.get("email"),
        grant: form.get("grant") === "grant",
        reason: form.get("reason"),
      },
    });
    if (reply.status === 200) {
      setMessage({
        ok: true,
        text: (reply.body as { message: string }).message,
      });
      await onDone();
    } else if (isRefusal(reply)) onRefused(errorOf(reply));
    else setMessage({ ok: false, text: errorOf(reply) });
  }

  return (
    <form onSubmit={submit} className="grid gap-2">
      <h3 className="text-lg font-bold text-slate-900">{t("title")}</h3>
      <label htmlFor="role-email" className="font-semibold">
        {t("email")}
      </label>
      <input
        id="role-email"
        name="email"
        type="email"
        required
        className={fieldControlClass}
      />
      <fieldset className="flex gap-4">
        <legend className="font-semibold">{t("change")}</legend>
        <label className="flex items-center gap-1">
          <input type="radio" name="grant" value="grant" defaultChecked />
          {t("grant")}
        </label>
        <label className="flex items-center gap-1">
          <input type="radio" name="grant" value="remove" />
          {t("remove")}
        </label>
      </fieldset>
      <label htmlFor="role-reason" className="font-semibold">
        {t("reason")}
      </label>
      <textarea
        id="role-reason"
        name="reason"
        rows={2}
        required
        className={fieldControlClass}
      />
      <div>
        <button type="submit" className="btn-outline">
          {t("submit")}
        </button>
      </div>
      {message?.ok ? (
        <p role="status" className="font-semibold">
          {message.text}
        </p>
      ) : (
        <Alert>{message?.text}</Alert>
      )}
    </form>
  );
}
