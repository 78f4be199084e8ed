"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { windowLabel } from "@/lib/bookings/window-label";
import { formatDate, formatDateTime } from "@/lib/dates";
import type { BookingDetail, FreeTechsReply } from "@/lib/desk/payloads";
import type { GetToken } from "@/components/api/call-api";
import { useApiData } from "@/components/api/use-api-data";
import { Alert } from "@/components/forms/alert";
import { useTechLabel } from "./assigned-tech";

/**
 * Assigning a booking's Tech on its detail (docs/product.md §15.14): the
 * Techs the server finds free at its time, in a labelled list, and one
 * button. What happened is said by the record's window, where focus goes;
 * a refusal (the Tech taken meanwhile) reads the list again.
 */
export function AssignTechForm({
  detail,
  token,
  busy,
  act,
  onRefused,
}: {
  detail: BookingDetail;
  token: GetToken;
  busy: boolean;
  act: (body: Record<string, unknown>) => Promise<boolean>;
  onRefused: (message: string) => void;
}) {
  const t = useTranslations("desk.assign");
  const techLabel = useTechLabel();
  const id = useId();
  const [tries, setTries] = useState(0);
  const { view, data } = useApiData<FreeTechsReply>(
    token,
    `/staff/api/bookings/${detail.reference}/techs`,
    { refreshed: tries, onRefused },
  );
  const when = detail.startsAt
    ? t("at", { time: formatDateTime(detail.startsAt) })
    : t("on", {
        date: formatDate(detail.preferredDate),
        window: windowLabel(detail.timeWindow),
      });
  const techs = data?.techs;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const tech = new FormData(event.currentTarget).get("tech");
    await act({
      action: "assign",
      tech: String(tech ?? ""),
      expectedVersion: detail.version,
    });
    setTries((n) => n + 1);
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="mt-3 grid gap-3 rounded-lg border border-slate-200 p-3"
    >
      <h4 id={`${id}-title`} className="font-bold">
        {t("title")}
      </h4>
      {detail.tech && (
        <p className="text-sm text-slate-700">
          {t("now", { tech: techLabel(detail.tech) })}
        </p>
      )}
      {view.kind === "failed" && <Alert>{view.message}</Alert>}
      {techs === undefined ? (
        view.kind === "loading" && (
          <p className="text-slate-700">{t("finding", { when })}</p>
        )
      ) : techs.length === 0 ? (
        <p className="text-slate-700">
          {t("noneFree", { another: detail.tech ? "yes" : "no", when })}
        </p>
      ) : (
        <>
          <div className="grid min-w-0 gap-1">
            <label htmlFor={`${id}-tech`} className="font-semibold">
              {t("free", { when })}
            </label>
            <select
              id={`${id}-tech`}
              name="tech"
              required
              className="w-full min-w-0 rounded-lg border border-slate-400 px-3 py-2"
            >
              {techs.map((tech) => (
                <option key={tech.uid} value={tech.uid}>
                  {techLabel(tech)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <button
              type="submit"
              disabled={busy}
              className="btn-primary disabled:opacity-60"
            >
              {t("assign")}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
