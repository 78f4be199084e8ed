"use client";

import { useTranslations } from "next-intl";
import { LanguageBadge } from "./language-badge";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/forms/alert";
import { FormField } from "@/components/forms/form-field";
import { formatUsd } from "@/data/money";
import { tiersEn } from "@/data/content/tiers/en";
import { tiers as plans } from "@/data/tiers";
import type { DeskMembership, DeskMemberships } from "@/lib/memberships/desk";
import { formatDate, formatDateTime } from "@/lib/dates";
import {
  callApi,
  useErrorOf,
  isRefusal,
  type GetToken,
} from "@/components/api/call-api";
import { useApiData } from "@/components/api/use-api-data";

// The desk is in English: the plans' English words only, so no other
// language's content reaches the browser (lib/content/tiers.ts holds them all).
const tiers = plans.map((plan) => ({ ...plan, ...tiersEn[plan.id] }));

/**
 * Memberships on the desk (docs/product.md §20.1): record one that was sold,
 * see each with its term and history, and end one with a reason. The server
 * checks everything again; the form only fills in the tier's price.
 */
export function MembershipsPanel({
  token,
  today,
  onRefused,
}: {
  token: GetToken;
  today: string;
  onRefused: (message: string) => void;
}) {
  const words = useTranslations("desk.memberships");
  const errorOf = useErrorOf();
  const id = useId();
  const { view, data, reload } = useApiData<DeskMemberships>(
    token,
    "/staff/api/memberships",
    { onRefused },
  );
  const rows = data?.memberships ?? null;
  const [error, setError] = useState("");
  const [notice, setNotice] = useState("");
  const [busy, setBusy] = useState(false);
  const [plan, setPlan] = useState<string>("gold");
  const tier = tiers.find((t) => t.id === plan);
  // The membership just recorded lands in a long list: the view goes to it
  // and focus with it, so staff see where it was made (§20.1).
  const [made, setMade] = useState<number>();
  const madeRow = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (made === undefined || !rows) return;
    madeRow.current?.scrollIntoView({ block: "start" });
    madeRow.current?.focus({ preventScroll: true });
  }, [made, rows]);

  async function send(path: string, body: unknown, done: string) {
    setBusy(true);
    setError("");
    setNotice("");
    setMade(undefined);
    const reply = await callApi(token, path, { json: body });
    setBusy(false);
    if (reply.status === 200 || reply.status === 201) {
      setNotice(done);
      await reload();
      if (reply.status === 201) setMade((reply.body as DeskMembership).id);
      return true;
    }
    if (isRefusal(reply)) onRefused(errorOf(reply));
    else setError(errorOf(reply));
    return false;
  }

  async function record(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = Object.fromEntries(new FormData(form));
    if (
      await send(
        "/staff/api/memberships",
        data,
        words("recorded", { email: String(data.email) }),
      )
    ) {
      form.reset();
      setPlan("gold");
    }
  }

  async function end(row: DeskMembership, event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get("reason"));
    await send(
      `/staff/api/memberships/${row.id}`,
      { version: row.version, reason },
      words("ended", { email: row.email ?? words("theMember") }),
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        {words("title")}
      </h2>
      <form
        onSubmit={record}
        className="grid gap-3 rounded-lg border border-slate-200 p-4"
        aria-labelledby={`${id}-record`}
      >
        <h3 id={`${id}-record`} className="font-bold text-slate-900">
          {words("record")}
        </h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            id={`${id}-email`}
            name="email"
            label={words("email")}
            type="email"
            autoComplete="off"
          />
          <div className="grid gap-1">
            <label htmlFor={`${id}-plan`} className="font-semibold">
              {words("plan")}
            </label>
            <select
              id={`${id}-plan`}
              name="plan"
              value={plan}
              onChange={(event) => setPlan(event.target.value)}
              className="rounded-md border border-slate-400 px-3 py-2"
            >
              {tiers.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </div>
          <FormField
            key={plan}
            id={`${id}-price`}
            name="price"
            label={words("price")}
            type="number"
            min={0}
            step={1}
            defaultValue={tier?.price ?? ""}
            readOnly={tier?.price !== null}
            hint={
              tier?.price !== null ? words("fixedPrice") : words("agreedPrice")
            }
          />
          <FormField
            id={`${id}-date`}
            name="registeredOn"
            label={words("registeredOn")}
            type="date"
            defaultValue={today}
            hint={words("term")}
          />
        </div>
        <div>
          <button type="submit" disabled={busy} className="btn-primary">
            {words("recordButton")}
          </button>
        </div>
      </form>
      <p role="status" className={notice ? "font-semibold" : "sr-only"}>
        {notice}
      </p>
      <Alert>{error || (view.kind === "failed" ? view.message : "")}</Alert>
      {rows && rows.length === 0 && <p>{words("none")}</p>}
      {rows && rows.length > 0 && (
        <ul className="grid gap-3">
          {rows.map((row) => (
            <li
              key={row.id}
              ref={row.id === made ? madeRow : undefined}
              tabIndex={row.id === made ? -1 : undefined}
              className="scroll-mt-28 rounded-lg border border-slate-200 p-4"
            >
              {row.id === made && (
                <p className="font-semibold text-green-800">
                  {words("justRecorded")}
                </p>
              )}
              <p className="font-semibold text-slate-900">
                {words("row", {
                  email: row.email ?? words("erased"),
                  plan: row.plan,
                  price: formatUsd(row.price),
                  status: row.statusLabel,
                })}
                <LanguageBadge language={row.language} />
              </p>
              <p className="text-sm text-slate-700">
                {words("termLine", {
                  start: formatDate(row.termStart),
                  end: formatDate(row.termEnd),
                })}
                {row.endedOn &&
                  words("endedOn", { date: formatDate(row.endedOn) })}
              </p>
              <details className="mt-2 text-sm">
                <summary className="cursor-pointer">{words("history")}</summary>
                <ol className="mt-1 grid gap-1">
                  {row.history.map((event, index) => (
                    <li key={index}>
                      {words("event", {
                        at: formatDateTime(event.at),
                        action: event.action,
                        actor: event.actor,
                      })}
                      {event.note && words("eventNote", { note: event.note })}
                    </li>
                  ))}
                </ol>
              </details>
              {row.status !== "ended" && (
                <form
                  onSubmit={(event) => void end(row, event)}
                  className="mt-2 flex flex-wrap items-end gap-3"
                >
                  <FormField
                    id={`${id}-reason-${row.id}`}
                    name="reason"
                    label={words("reason")}
                  />
                  <button type="submit" disabled={busy} className="btn-outline">
                    {words("end")}
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
