"use client";

import { useState } from "react";
import { formatCode } from "@/lib/remote/status";
import type { SessionView } from "@/lib/remote/record";
import {
  answerRemoteSession,
  endRemoteSession,
  type RemoteAnswer,
} from "@/lib/server/actions/remote";
import { Alert } from "@/components/forms/alert";
import { SessionSteps } from "./session-steps";
import { useTranslations } from "next-intl";
import type { Locale } from "@/data/locale";

/**
 * "Remote sessions" on /user (docs/product.md §19.3–5): each request for a
 * session on the customer's computers, to approve or deny, the one-time code
 * once approved, "End session" while it is open, and every step with who and
 * when.
 */
export function RemoteRequests({
  sessions,
  idToken,
  onChanged,
  onSignInAgain,
  locale = "en",
}: {
  sessions: readonly SessionView[];
  idToken: () => Promise<string>;
  onChanged: () => Promise<void>;
  onSignInAgain: () => Promise<void>;
  locale?: Locale;
}) {
  const t = useTranslations("remote");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");
  const [reauth, setReauth] = useState(false);
  // The code is returned once, by the approval; it is never fetched again.
  const [code, setCode] = useState<{ id: number; code: string } | null>(null);

  async function act(id: number, what: "approve" | "deny" | "end") {
    setBusy(true);
    setMessage("");
    setReauth(false);
    try {
      const token = await idToken();
      const answer: RemoteAnswer<{ code?: string }> =
        what === "end"
          ? await endRemoteSession(token, id, locale)
          : await answerRemoteSession(token, id, what, locale);
      if (answer.ok) {
        if (answer.code) setCode({ id, code: answer.code });
        await onChanged();
      } else {
        setMessage(answer.message);
        setReauth(answer.reauthenticate === true);
        if (!answer.reauthenticate) await onChanged();
      }
    } catch {
      setMessage(t("failed"));
    }
    setBusy(false);
  }

  return (
    <section aria-labelledby="remote-sessions" className="grid gap-3">
      <h2 id="remote-sessions" className="text-xl font-bold text-slate-900">
        {t("heading")}
      </h2>
      <p className="text-slate-700">{t("intro")}</p>
      <Alert>{message}</Alert>
      {message && reauth && (
        <div>
          <button
            type="button"
            className="btn-outline"
            onClick={() => void onSignInAgain()}
          >
            {t("signInAgainButton")}
          </button>
        </div>
      )}
      {sessions.length === 0 ? (
        <p>{t("none")}</p>
      ) : (
        <ul className="grid gap-3">
          {sessions.map((s) => (
            <li
              key={s.id}
              className="grid gap-2 rounded-lg border border-slate-200 p-3"
              aria-label={t("requestLabel", { reference: s.reference })}
            >
              <p>
                {t.rich("request", {
                  reference: s.reference,
                  access: s.accessText,
                  computer: s.computer,
                  mono: (chunks) => <span className="font-mono">{chunks}</span>,
                  strong: (chunks) => <strong>{chunks}</strong>,
                })}
              </p>
              <p>
                <strong>{s.statusLabel}</strong>
                {s.until && <> · {t("until", { time: s.until })}</>}
              </p>
              {code?.id === s.id && s.status === "approved" && (
                <p className="rounded-lg bg-brand-50 p-3">
                  {t.rich("code", {
                    code: formatCode(code.code),
                    shown: (chunks) => (
                      <strong
                        className="font-mono text-2xl tracking-widest"
                        data-testid="remote-code"
                      >
                        {chunks}
                      </strong>
                    ),
                  })}
                </p>
              )}
              <SessionSteps steps={s.steps} />
              <div className="flex flex-wrap gap-2">
                {s.status === "requested" && (
                  <>
                    <button
                      type="button"
                      className="btn-primary"
                      disabled={busy}
                      onClick={() => void act(s.id, "approve")}
                    >
                      {t("approve")}
                    </button>
                    <button
                      type="button"
                      className="btn-outline"
                      disabled={busy}
                      onClick={() => void act(s.id, "deny")}
                    >
                      {t("deny")}
                    </button>
                  </>
                )}
                {(s.status === "approved" || s.status === "started") && (
                  <button
                    type="button"
                    className="btn-outline"
                    disabled={busy}
                    onClick={() => void act(s.id, "end")}
                  >
                    {t("end")}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
