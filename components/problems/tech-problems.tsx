"use client";

import { TechGate } from "@/components/account/tech-gate";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useEffect, useState } from "react";
import { formatAge } from "@/lib/problems/history";
import type { TechProblemsReply } from "@/lib/problems/replies";
import { kindLabel } from "@/lib/problems/kinds";
import { callApi, useErrorOf, type ApiReply } from "@/components/api/call-api";
import { Alert } from "@/components/forms/alert";

/**
 * The open problems a Tech may see, newest first (docs/product.md §18.2):
 * kind, device, how to help, age and how many bids wait, never their prices
 * and never the Client.
 */
export function TechProblems({
  token,
  onRefused,
}: {
  token: () => Promise<string>;
  onRefused: () => void;
}) {
  const t = useTranslations("techWork.problems");
  const errorOf = useErrorOf();
  const [problems, setProblems] = useState<
    TechProblemsReply["problems"] | null
  >(null);
  const [failure, setFailure] = useState<ApiReply<unknown> | null>(null);
  // When the list was read: ages are counted from it, not from each render.
  const [readAt, setReadAt] = useState(0);

  useEffect(() => {
    void callApi<TechProblemsReply>(token, "/tech/api/problems").then(
      (reply) => {
        if (reply.status === 200) {
          setReadAt(Date.now());
          setProblems(reply.body.problems);
        } else if (reply.status === 401 || reply.status === 403) onRefused();
        else setFailure(reply);
      },
    );
  }, [token, onRefused]);

  if (failure) {
    return <Alert>{errorOf(failure)}</Alert>;
  }
  if (!problems) return <p role="status">{t("loading")}</p>;
  return (
    <div className="grid gap-4">
      <h1 className="text-3xl font-extrabold text-slate-900">{t("title")}</h1>
      <p className="text-slate-700">
        {t("lead")}{" "}
        <Link
          href="/tech/bookings"
          className="font-semibold text-brand-700 underline"
        >
          {t("bookings")}
        </Link>
      </p>
      {problems.length === 0 ? (
        <p className="text-slate-700">{t("none")}</p>
      ) : (
        <ul className="grid gap-3">
          {problems.map((p) => (
            <li
              key={p.publicId}
              className="grid gap-1 rounded-lg border border-slate-200 bg-white p-4"
            >
              <Link
                href={`/tech/problems/${p.publicId}`}
                className="text-lg font-bold text-brand-700 underline"
              >
                {p.title}
              </Link>
              <p className="text-slate-700">
                {t("line", {
                  kind: kindLabel(p.kind),
                  device: p.device,
                  method: p.contactMethod,
                })}
              </p>
              <p className="text-sm text-slate-700">
                {t("posted", {
                  age: formatAge(
                    Math.max(
                      0,
                      Math.round((readAt - Date.parse(p.createdAt)) / 60_000),
                    ),
                  ),
                  count: p.pendingBids,
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /tech/problems (docs/product.md §18.2). */
export function TechProblemsGate() {
  return <TechGate>{(session) => <TechProblems {...session} />}</TechGate>;
}
