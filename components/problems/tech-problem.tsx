"use client";

import { TechGate } from "@/components/account/tech-gate";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { bidLimits } from "@/data/problems";
import { timeWindows } from "@/data/request-rules";
import type {
  BidReply,
  ProblemRefusal,
  TechProblemReply,
} from "@/lib/problems/replies";
import { kindLabel } from "@/lib/problems/kinds";
import { controlProps, FieldFrame } from "@/components/forms/field-frame";
import { FormField } from "@/components/forms/form-field";
import { callApi, useErrorOf } from "@/components/api/call-api";
import { useApiData } from "@/components/api/use-api-data";
import {
  ErrorSummary,
  refusedFields,
  type Refusal,
} from "@/components/forms/error-summary";

/** The bid's fields, in the form's order, as the error summary links them; each label is its key's word. */
const bidFieldIds = ["price", "startDate", "timeWindow", "message"] as const;
import { ProblemHistory } from "./problem-history";
import { Alert } from "@/components/forms/alert";

/**
 * A problem as a Tech sees it (docs/product.md §18.2–3): the bid form, the
 * Tech's own bid to change or withdraw, and the Client's details only once
 * that bid is accepted. One the Tech may not see reads as no such problem.
 */
export function TechProblem({
  id,
  token,
  onRefused,
}: {
  id: string;
  token: () => Promise<string>;
  onRefused: () => void;
}) {
  const t = useTranslations("techWork.problem");
  const words = useTranslations("problems");
  const states = useTranslations("problemStatus");
  const errorOf = useErrorOf();
  const bidFields = Object.fromEntries(
    bidFieldIds.map((key) => [key, { id: key, label: t(key) }]),
  );
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [notice, setNotice] = useState("");
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const path = `/tech/api/problems/${encodeURIComponent(id)}`;

  const {
    view: loaded,
    data: view,
    reload,
  } = useApiData<TechProblemReply>(token, path, { onRefused });
  const failure = loaded.kind === "failed" ? loaded : null;

  async function send(json: Record<string, unknown>, done: string) {
    setBusy(true);
    const reply = await callApi<BidReply | ProblemRefusal>(token, path, {
      json,
    });
    setBusy(false);
    const fieldErrors = ("errors" in reply.body && reply.body.errors) || {};
    setErrors(fieldErrors);
    setNotice(reply.status === 200 ? done : "");
    setRefusal(
      reply.status === 200
        ? null
        : {
            text: errorOf(reply),
            fields: refusedFields(fieldErrors, bidFields),
          },
    );
    await reload();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget));
    void send(
      { ...form, action: view?.ownBid ? "change" : "bid" },
      view?.ownBid ? t("changed") : t("sent"),
    );
  }

  if (failure) {
    return (
      <div className="grid gap-3">
        <h1 className="text-3xl font-extrabold text-slate-900">
          {failure.status === 404 ? t("noSuch") : t("problem")}
        </h1>
        <Alert>{failure.message}</Alert>
        <Link
          href="/tech/problems"
          className="font-semibold text-brand-700 underline"
        >
          {t("back")}
        </Link>
      </div>
    );
  }
  if (!view) return <p role="status">{t("loading")}</p>;
  const { problem, ownBid } = view;
  const canBid =
    problem.status === "open" && (!ownBid || ownBid.status === "pending");
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {t("eyebrow", {
            status: states(problem.status),
            count: view.pendingBids,
          })}
        </p>
        <h1 className="text-3xl font-extrabold text-slate-900">
          {problem.title}
        </h1>
        <p className="whitespace-pre-wrap text-slate-800">
          {problem.description}
        </p>
        <p className="text-slate-700">
          {t("line", {
            kind: kindLabel(problem.kind),
            device: problem.device,
            method: problem.contactMethod,
          })}
        </p>
      </div>
      {notice && (
        <p
          role="status"
          className="rounded-lg bg-slate-100 px-3 py-2 font-semibold text-slate-900"
        >
          {notice}
        </p>
      )}
      {view.client && (
        <section
          aria-labelledby="client"
          className="grid gap-1 rounded-lg bg-emerald-50 p-4"
        >
          <h2 id="client" className="text-xl font-bold text-slate-900">
            {t.rich("accepted", {
              reference: view.booking ?? "",
              mono: (chunks) => <span className="font-mono">{chunks}</span>,
            })}
          </h2>
          <p>{view.client.name}</p>
          <p>
            <a
              href={`tel:${view.client.phone.replace(/[^\d+]/g, "")}`}
              className="font-semibold text-brand-700 underline"
            >
              {view.client.phone}
            </a>
          </p>
          <p>
            <a
              href={`mailto:${view.client.email}`}
              className="font-semibold text-brand-700 underline"
            >
              {view.client.email}
            </a>
          </p>
          <Link
            href="/tech/bookings"
            className="font-semibold text-brand-700 underline"
          >
            {t("confirmStart")}
          </Link>
        </section>
      )}
      {ownBid && (
        <p className="text-slate-800">
          {t.rich("yourBid", {
            price: String(ownBid.price),
            status: words(`bidStatus.${ownBid.status}`),
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
      )}
      {canBid && (
        <form
          onSubmit={submit}
          noValidate
          className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4"
        >
          <h2 className="text-xl font-bold text-slate-900">
            {ownBid ? t("changeTitle") : t("sendTitle")}
          </h2>
          <ErrorSummary refusal={refusal} />
          <FormField
            id="price"
            name="price"
            label={t("price")}
            inputMode="numeric"
            hint={t("priceHint", {
              min: String(bidLimits.minPrice),
              max: String(bidLimits.maxPrice),
            })}
            defaultValue={ownBid?.price}
            error={errors.price}
          />
          <FormField
            id="startDate"
            name="startDate"
            label={t("startDate")}
            type="date"
            defaultValue={ownBid?.startDate}
            error={errors.startDate}
          />
          <FieldFrame
            id="timeWindow"
            label={t("timeWindow")}
            optional={false}
            error={errors.timeWindow}
          >
            <select
              {...controlProps("timeWindow", undefined, errors.timeWindow)}
              name="timeWindow"
              defaultValue={ownBid?.timeWindow}
            >
              {timeWindows.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.label}
                </option>
              ))}
            </select>
          </FieldFrame>
          <FormField
            id="message"
            name="message"
            label={t("message")}
            multiline
            rows={4}
            maxLength={bidLimits.message}
            hint={t("messageHint")}
            defaultValue={ownBid?.message}
            error={errors.message}
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={busy}>
              {ownBid ? t("change") : t("send")}
            </button>
            {ownBid && (
              <button
                type="button"
                className="btn-outline"
                disabled={busy}
                onClick={() =>
                  void send({ action: "withdraw" }, t("withdrawn"))
                }
              >
                {t("withdraw")}
              </button>
            )}
          </div>
        </form>
      )}
      <ProblemHistory history={view.history} />
    </div>
  );
}

/** /tech/problems/{id} (docs/product.md §18.3). */
export function TechProblemGate({ id }: { id: string }) {
  return (
    <TechGate>{(session) => <TechProblem id={id} {...session} />}</TechGate>
  );
}
