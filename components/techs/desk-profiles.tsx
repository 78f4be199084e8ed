"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  callApi,
  useErrorOf,
  isRefusal,
  type GetToken,
} from "@/components/api/call-api";
import { useApiData } from "@/components/api/use-api-data";
import { Alert } from "@/components/forms/alert";
import { fieldControlClass } from "@/components/forms/field-frame";
import { formatDateTime } from "@/lib/dates";
import { fieldLabels, replaceableFields } from "@/lib/techs/profile";
import { profileEventText } from "@/lib/techs/history";
import { skillTitles } from "@/lib/techs/profile";
import type { DeskProfileDetail, DeskProfileRow } from "@/lib/techs/views";
import { AvailabilityEditor } from "./availability-editor";
import { DemoMark } from "./demo-mark";
import { TechRoleForm } from "./tech-role-form";

/**
 * The desk's "Profiles" section (docs/product.md §17.3): every Tech profile,
 * awaiting review first; one opens with its text, photo and history, and
 * staff publish it, hide it or replace one field, with a reason the Tech is
 * e-mailed. Below, staff grant or remove the Tech role.
 */
export function DeskProfiles({
  token,
  onRefused,
}: {
  token: GetToken;
  onRefused: (message: string) => void;
}) {
  const t = useTranslations("desk.profiles");
  const errorOf = useErrorOf();
  const { view, data, reload } = useApiData<{ profiles: DeskProfileRow[] }>(
    token,
    "/staff/api/techs",
    { onRefused },
  );
  const rows = data?.profiles ?? null;
  const [open, setOpen] = useState<DeskProfileDetail | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const heading = useRef<HTMLHeadingElement>(null);
  const openUid = open?.uid;

  // A profile opens below a long table: bring it up under the desk's sticky
  // menu and move focus to it, or the tap seems to do nothing (§15.12).
  useEffect(() => {
    if (!openUid) return;
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
  }, [openUid]);

  async function show(uid: string) {
    setMessage(undefined);
    const reply = await callApi(
      token,
      `/staff/api/techs/${encodeURIComponent(uid)}`,
    );
    if (reply.status === 200) setOpen(reply.body as DeskProfileDetail);
    else if (isRefusal(reply)) onRefused(errorOf(reply));
    else setMessage({ ok: false, text: errorOf(reply) });
  }

  async function act(body: object, done: string) {
    if (!open) return;
    const reply = await callApi(
      token,
      `/staff/api/techs/${encodeURIComponent(open.uid)}`,
      { json: { ...body, expectedVersion: open.version } },
    );
    if (reply.status === 200) {
      setOpen(reply.body as DeskProfileDetail);
      setMessage({ ok: true, text: done });
      void reload();
    } else if (isRefusal(reply)) onRefused(errorOf(reply));
    else setMessage({ ok: false, text: errorOf(reply) });
  }

  function submitted(handler: (form: FormData) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      handler(new FormData(event.currentTarget));
    };
  }

  return (
    <section aria-labelledby="desk-profiles" className="grid gap-3">
      <h2 id="desk-profiles" className="text-xl font-bold text-slate-900">
        {t("title")}
      </h2>
      {message?.ok ? (
        <p role="status" className="font-semibold text-green-900">
          {message.text}
        </p>
      ) : (
        <Alert>
          {message?.text ?? (view.kind === "failed" ? view.message : "")}
        </Alert>
      )}
      {rows === null ? (
        <p role="status">{t("loading")}</p>
      ) : rows.length === 0 ? (
        <p>{t("none")}</p>
      ) : (
        <table className="w-full text-left text-sm sm:text-base">
          <caption className="sr-only">{t("caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("handle")}</th>
              <th scope="col">{t("name")}</th>
              <th scope="col">{t("state")}</th>
              <th scope="col">{t("changed")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.uid} className="border-t border-slate-200">
                <td>
                  <button
                    type="button"
                    className="font-mono font-semibold text-brand-700 underline"
                    onClick={() => void show(row.uid)}
                  >
                    {row.handle}
                  </button>
                </td>
                <td>
                  {row.displayName}
                  {row.demo && <DemoMark />}
                </td>
                <td>{row.statusLabel}</td>
                <td>{formatDateTime(row.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {open && (
        <div
          role="group"
          aria-label={t("group", { handle: open.text.handle })}
          className="grid gap-4 rounded-lg border border-slate-300 p-4"
        >
          <h3
            ref={heading}
            tabIndex={-1}
            className="scroll-mt-32 text-lg font-bold text-slate-900"
          >
            {t("heading", {
              name: open.text.displayName,
              handle: open.text.handle,
              state: open.statusLabel,
            })}
            {open.demo && <DemoMark />}
          </h3>
          <p>{t("email", { email: open.email ?? t("unknown") })}</p>
          {open.photo && (
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={open.photo}
              alt={t("photoOf", { name: open.text.displayName })}
              width={128}
              height={128}
              className="h-32 w-32 rounded-lg object-cover"
            />
          )}
          <dl className="grid gap-1 sm:grid-cols-[10rem_1fr]">
            <dt className="font-semibold">{t("headline")}</dt>
            <dd>{open.text.headline}</dd>
            <dt className="font-semibold">{t("about")}</dt>
            <dd className="whitespace-pre-line">{open.text.about || "—"}</dd>
            <dt className="font-semibold">{t("skills")}</dt>
            <dd>
              {[...skillTitles(open.text.skills), ...open.text.ownSkills].join(
                ", ",
              )}
            </dd>
            <dt className="font-semibold">{t("where")}</dt>
            <dd>
              {open.zips || "—"}
              {open.text.remote ? t("remote") : ""}
            </dd>
            <dt className="font-semibold">{t("yearsLanguages")}</dt>
            <dd>
              {open.text.years} · {open.text.languages.join(", ")}
            </dd>
            <dt className="font-semibold">{t("publicNow")}</dt>
            <dd>
              {open.published
                ? JSON.stringify(open.published) === JSON.stringify(open.text)
                  ? t("same")
                  : t("earlier", { headline: open.published.headline })
                : t("nothing")}
            </dd>
          </dl>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className="btn-primary"
              onClick={() => void act({ action: "publish" }, t("published"))}
            >
              {t("publish")}
            </button>
            <button
              type="button"
              className="btn-outline"
              onClick={() => setOpen(null)}
            >
              {t("close")}
            </button>
          </div>
          <form
            className="grid gap-2"
            onSubmit={submitted(
              (form) =>
                void act(
                  { action: "hide", reason: form.get("reason") },
                  t("hidden"),
                ),
            )}
          >
            <label htmlFor="hide-reason" className="font-semibold">
              {t("hideReason")}
            </label>
            <textarea
              id="hide-reason"
              name="reason"
              rows={2}
              required
              className={fieldControlClass}
            />
            <div>
              <button type="submit" className="btn-outline">
                {t("hide")}
              </button>
            </div>
          </form>
          <form
            className="grid gap-2"
            onSubmit={submitted(
              (form) =>
                void act(
                  {
                    action: "replace",
                    field: form.get("field"),
                    value: form.get("value"),
                    reason: form.get("reason"),
                  },
                  t("replaced"),
                ),
            )}
          >
            <label htmlFor="replace-field" className="font-semibold">
              {t("field")}
            </label>
            <select
              id="replace-field"
              name="field"
              className={fieldControlClass}
            >
              {replaceableFields.map((field) => (
                <option key={field} value={field}>
                  {fieldLabels[field]}
                </option>
              ))}
            </select>
            <label htmlFor="replace-value" className="font-semibold">
              {t("value")}
            </label>
            <input
              id="replace-value"
              name="value"
              className={fieldControlClass}
            />
            <label htmlFor="replace-reason" className="font-semibold">
              {t("reason")}
            </label>
            <textarea
              id="replace-reason"
              name="reason"
              rows={2}
              required
              className={fieldControlClass}
            />
            <div>
              <button type="submit" className="btn-outline">
                {t("replace")}
              </button>
            </div>
          </form>
          <AvailabilityEditor
            key={open.uid}
            token={token}
            path={`/staff/api/techs/${encodeURIComponent(open.uid)}/availability`}
            idPrefix="desk-hours"
            level={4}
            onRefused={onRefused}
            onSaved={() => void show(open.uid)}
          />
          <h4 className="font-bold text-slate-900">{t("history")}</h4>
          <ol className="grid gap-1">
            {open.history.map((event, i) => (
              <li key={i}>
                <span className="font-semibold">
                  {formatDateTime(event.at)}
                </span>
                : {profileEventText(event)}
              </li>
            ))}
          </ol>
        </div>
      )}

      <TechRoleForm token={token} onRefused={onRefused} onDone={reload} />
    </section>
  );
}
