"use client";

import { useTranslations } from "next-intl";
import { LanguageBadge } from "./language-badge";
import { useState, type FormEvent } from "react";
import { formatUsd } from "@/data/money";
import { formatDateTime } from "@/lib/dates";
import { FormField } from "@/components/forms/form-field";
import { Alert } from "@/components/forms/alert";
import { callApi, useErrorOf, type GetToken } from "@/components/api/call-api";
import { useApiData } from "@/components/api/use-api-data";
import type { DeskProblemsReply } from "@/lib/problems/replies";

/**
 * Problems and bids on the desk (docs/product.md §18.7): the latest problems
 * with every bid, removing one that breaks the terms with a reason sent to
 * its author. A booking's Tech is assigned on the booking itself (§15.14).
 */
export function ProblemsSection({
  token,
  onRefused,
  refreshed = 0,
  onChanged = () => {},
}: {
  token: GetToken;
  onRefused: (message: string) => void;
  refreshed?: number;
  onChanged?: () => void;
}) {
  const t = useTranslations("desk.problems");
  const words = useTranslations("problems");
  const states = useTranslations("problemStatus");
  const errorOf = useErrorOf();
  const { view, data, reload } = useApiData<DeskProblemsReply>(
    token,
    "/staff/api/problems",
    { refreshed, onRefused },
  );
  const problems = data?.problems ?? null;
  const [notice, setNotice] = useState("");
  const [failure, setFailure] = useState("");

  async function post(body: Record<string, unknown>, done: string) {
    const reply = await callApi(token, "/staff/api/problems", { json: body });
    setNotice(reply.status === 200 ? done : "");
    setFailure(reply.status === 200 ? "" : errorOf(reply));
    if (reply.status === 200) onChanged();
    await reload();
  }

  function remove(
    kind: "problem" | "bid",
    id: string,
    event: FormEvent<HTMLFormElement>,
  ) {
    event.preventDefault();
    const reason = String(
      new FormData(event.currentTarget).get("reason") ?? "",
    );
    void post({ action: "remove", kind, id, reason }, t("removed", { kind }));
  }

  const removeForm = (kind: "problem" | "bid", id: string) => (
    <details>
      <summary className="cursor-pointer font-semibold text-red-800">
        {t("remove", { kind })}
      </summary>
      <form onSubmit={(e) => remove(kind, id, e)} className="mt-2 grid gap-2">
        <FormField
          id={`reason-${id}`}
          name="reason"
          label={t("reason")}
          maxLength={1000}
        />
        <button type="submit" className="btn-outline justify-self-start">
          {t("remove", { kind })}
        </button>
      </form>
    </details>
  );

  return (
    <section aria-labelledby="problems" className="grid gap-4">
      <h2 id="problems" className="text-xl font-bold text-slate-900">
        {t("title")}
      </h2>
      {notice && (
        <p
          role="status"
          className="rounded-lg bg-slate-100 px-3 py-2 font-semibold text-slate-900"
        >
          {notice}
        </p>
      )}
      <Alert>{failure || (view.kind === "failed" ? view.message : "")}</Alert>
      {problems === null ? (
        <p className="text-slate-700">{t("loading")}</p>
      ) : problems.length === 0 ? (
        <p className="text-slate-700">{t("none")}</p>
      ) : (
        <ul className="grid gap-3">
          {problems.map((p) => (
            <li
              key={p.publicId}
              className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3"
            >
              <p className="flex flex-wrap justify-between gap-2">
                <span className="font-bold">{p.title}</span>
                <span>{states(p.status)}</span>
              </p>
              <p className="text-sm text-slate-700">
                {formatDateTime(p.createdAt)} ·{" "}
                {p.email && (
                  <a
                    href={`mailto:${p.email}`}
                    className="font-semibold text-brand-700 underline"
                  >
                    {p.email}
                  </a>
                )}
                <LanguageBadge language={p.language} />
              </p>
              <p className="whitespace-pre-wrap text-slate-800">
                {p.description}
              </p>
              {p.status === "open" && removeForm("problem", p.publicId)}
              <ul className="grid gap-2 border-l-4 border-slate-200 pl-3">
                {p.bids.map((bid) => (
                  <li key={bid.publicId} className="grid gap-1">
                    <p>
                      {t("bid", {
                        price: formatUsd(bid.price),
                        handle: bid.handle ?? t("aTechnician"),
                        status: words(`bidStatus.${bid.status}`),
                      })}
                    </p>
                    <p className="text-sm whitespace-pre-wrap text-slate-700">
                      {bid.message}
                    </p>
                    {bid.status === "pending" &&
                      removeForm("bid", bid.publicId)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
