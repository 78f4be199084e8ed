"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import { sessionAccess } from "@/data/remote-sessions";
import type { SessionView } from "@/lib/remote/record";
import { callApi, useErrorOf, type GetToken } from "@/components/api/call-api";
import { FormField } from "@/components/forms/form-field";
import { SessionSteps } from "./session-steps";
import { Alert } from "@/components/forms/alert";

type DeskRemote = {
  eligible: boolean;
  reason: string | null;
  computers: { id: number; label: string }[];
  sessions: SessionView[];
};

/**
 * A booking's remote sessions on the desk (docs/product.md §19): "Ask for a
 * remote session" on one of the customer's registered computers, to view or
 * to control; the code the customer reads out, to record the start; "End
 * session"; and every request's steps with who and when.
 */
export function RemoteDesk({
  token,
  reference,
}: {
  token: GetToken;
  reference: string;
}) {
  const t = useTranslations("desk.remote");
  const errorOf = useErrorOf();
  const id = useId();
  const path = `/staff/api/remote/${reference}`;
  const [data, setData] = useState<DeskRemote | null>(null);
  const [notice, setNotice] = useState<{ ok?: string; error?: string }>({});
  const [busy, setBusy] = useState(false);

  const fetchData = useCallback(
    () =>
      callApi(token, path).then((reply) =>
        reply.status === 200
          ? { data: reply.body as DeskRemote }
          : { error: errorOf(reply) },
      ),
    [token, path, errorOf],
  );

  useEffect(() => {
    let active = true;
    void fetchData().then((next) => {
      if (!active) return;
      if (next.data) setData(next.data);
      else setNotice({ error: next.error });
    });
    return () => {
      active = false;
    };
  }, [fetchData]);

  async function post(body: Record<string, unknown>, done: string) {
    setBusy(true);
    setNotice({});
    const reply = await callApi(token, path, { json: body });
    const next = await fetchData();
    if (next.data) setData(next.data);
    setNotice(reply.status === 200 ? { ok: done } : { error: errorOf(reply) });
    setBusy(false);
    return reply.status === 200;
  }

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void post(
      {
        action: "ask",
        computerId: Number(form.get("computer")),
        access: String(form.get("access") ?? ""),
      },
      t("asked"),
    );
  }

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    if (
      await post(
        { action: "start", code: String(form.get("code") ?? "") },
        t("started"),
      )
    ) {
      formElement.reset();
    }
  }

  const open = data?.sessions.find((s) =>
    ["requested", "approved", "started"].includes(s.status),
  );

  return (
    <section aria-labelledby={`${id}-remote`} className="mt-6 grid gap-3">
      <h3 id={`${id}-remote`} className="text-lg font-bold text-slate-900">
        {t("title")}
      </h3>
      <p role="status" className="font-semibold text-green-800">
        {notice.ok}
      </p>
      {notice.error && <Alert>{notice.error}</Alert>}
      {!data ? (
        !notice.error && <p>{t("loading")}</p>
      ) : !data.eligible ? (
        <p>{data.reason}</p>
      ) : open ? (
        <div className="grid gap-3">
          {open.status === "approved" && (
            <form
              onSubmit={(e) => void start(e)}
              className="grid gap-3 rounded-lg border border-slate-200 p-3"
              aria-label={t("startLabel")}
            >
              <FormField
                id={`${id}-code`}
                name="code"
                label={t("code")}
                hint={t("codeHint")}
                inputMode="numeric"
                autoComplete="off"
                maxLength={40}
              />
              <div>
                <button type="submit" disabled={busy} className="btn-primary">
                  {t("start")}
                </button>
              </div>
            </form>
          )}
          <div>
            <button
              type="button"
              disabled={busy}
              className="btn-outline"
              onClick={() => void post({ action: "end" }, t("ended"))}
            >
              {open.status === "started" ? t("endSession") : t("endRequest")}
            </button>
          </div>
        </div>
      ) : (
        <form
          onSubmit={ask}
          className="grid gap-3 rounded-lg border border-slate-200 p-3"
          aria-label={t("askLabel")}
        >
          {data.computers.length === 0 ? (
            <p>{t("noComputer")}</p>
          ) : (
            <div className="grid gap-1">
              <label
                htmlFor={`${id}-computer`}
                className="font-semibold text-slate-900"
              >
                {t("computer")}
              </label>
              <select
                id={`${id}-computer`}
                name="computer"
                required
                className="rounded-lg border border-slate-300 px-3 py-2"
              >
                {data.computers.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.label}
                  </option>
                ))}
              </select>
            </div>
          )}
          <fieldset className="grid gap-1">
            <legend className="font-semibold text-slate-900">
              {t("access")}
            </legend>
            {sessionAccess.map((a, i) => (
              <label key={a.id} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="access"
                  value={a.id}
                  defaultChecked={i === 0}
                />
                {a.label}
              </label>
            ))}
          </fieldset>
          <div>
            <button type="submit" disabled={busy} className="btn-primary">
              {t("ask")}
            </button>
          </div>
        </form>
      )}
      {data && data.sessions.length > 0 && (
        <ul className="grid gap-2">
          {data.sessions.map((s) => (
            <li key={s.id} className="rounded-lg border border-slate-200 p-3">
              <p>
                {t.rich("line", {
                  status: s.statusLabel,
                  access: s.access,
                  computer: s.computer,
                  strong: (chunks) => <strong>{chunks}</strong>,
                })}
                {s.until && t("until", { time: s.until })}
                {s.wrongCodes > 0 &&
                  t("wrongCodes", { count: String(s.wrongCodes) })}
              </p>
              <SessionSteps steps={s.steps} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
