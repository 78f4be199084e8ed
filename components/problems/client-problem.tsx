"use client";

import { SignedInGate } from "@/components/account/signed-in-gate";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { formatUsd } from "@/data/money";
import { windowLabel } from "@/lib/bookings/window-label";
import { formatDate } from "@/lib/dates";
import { acceptTerms } from "@/lib/problems/accept-terms";
import { formatAge } from "@/lib/problems/history";
import { kindLabel } from "@/lib/problems/kinds";
import type { BidForClient, ClientProblemReply } from "@/lib/problems/replies";
import { callApi, useErrorOf } from "@/components/api/call-api";
import { useApiData } from "@/components/api/use-api-data";
import { RatingSummary } from "@/components/shared/rating-summary";
import { ProblemHistory } from "./problem-history";
import { Alert } from "@/components/forms/alert";

/**
 * The Client's own problem (docs/product.md §18.4): the bids side by side,
 * accepting one behind a confirmation that states the price and the fees,
 * closing the problem, and its history. Anyone else's problem is a 404 from
 * the server, shown as "no such problem".
 */
export function ClientProblem({
  id,
  token,
}: {
  id: string;
  token: () => Promise<string>;
}) {
  const t = useTranslations("problems.client");
  const words = useTranslations("problems");
  const states = useTranslations("problemStatus");
  const reviewWords = useTranslations("reviews");
  const errorOf = useErrorOf();
  const [confirming, setConfirming] = useState<BidForClient | "close" | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState("");

  const {
    view: loaded,
    data: view,
    reload,
  } = useApiData<ClientProblemReply>(
    token,
    `/problems/api/${encodeURIComponent(id)}`,
  );
  const failure = loaded.kind === "failed" ? loaded : null;

  async function act(json: Record<string, unknown>, done: string) {
    setBusy(true);
    const reply = await callApi(
      token,
      `/problems/api/${encodeURIComponent(id)}`,
      { json },
    );
    setBusy(false);
    setConfirming(null);
    if (reply.status === 200) setNotice(done);
    else setNotice(errorOf(reply));
    await reload();
  }

  if (failure) {
    return (
      <div className="grid gap-3">
        <h1 className="text-3xl font-extrabold text-slate-900">
          {failure.status === 404 ? t("noSuch") : t("yours")}
        </h1>
        <Alert>{failure.message}</Alert>
        <Link href="/user" className="font-semibold text-brand-700 underline">
          {t("back")}
        </Link>
      </div>
    );
  }
  if (!view) return <p role="status">{t("loading")}</p>;
  const { problem } = view;
  const open = problem.status === "open";
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {t("eyebrow", { status: states(problem.status) })}
        </p>
        <h1 className="text-3xl font-extrabold text-slate-900">
          {problem.title}
        </h1>
        <p className="whitespace-pre-wrap text-slate-800">
          {problem.description}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-700">
          <dt className="font-semibold">{t("kind")}</dt>
          <dd>{kindLabel(problem.kind)}</dd>
          <dt className="font-semibold">{t("device")}</dt>
          <dd>{problem.device}</dd>
          <dt className="font-semibold">{t("help")}</dt>
          <dd>
            {problem.contactMethod === "remote" ? t("remote") : t("phone")}
          </dd>
          <dt className="font-semibold">{t("seenBy")}</dt>
          <dd>
            {problem.visibility === "everyone"
              ? t("everyone")
              : t("only", {
                  names: view.chosen.map((c) => c.displayName).join(", "),
                })}
          </dd>
        </dl>
      </div>
      {notice && (
        <p
          role="status"
          tabIndex={-1}
          className="rounded-lg bg-emerald-50 px-3 py-2 font-semibold text-emerald-900"
        >
          {notice}
        </p>
      )}
      {view.booking && (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-slate-900">
          {t.rich("booking", {
            reference: view.booking,
            strong: (chunks) => <strong className="font-mono">{chunks}</strong>,
            link: (chunks) => (
              <Link
                href="/user"
                className="font-semibold text-brand-700 underline"
              >
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
      <section aria-labelledby="bids" className="grid gap-3">
        <h2 id="bids" className="text-xl font-bold text-slate-900">
          {t("bids", { count: String(view.bids.length) })}
        </h2>
        {view.bids.length === 0 && (
          <p className="text-slate-700">{t("noBids")}</p>
        )}
        <ul className="grid gap-3">
          {view.bids.map((bid) => (
            <li
              key={bid.publicId}
              className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="text-2xl font-extrabold text-slate-900">
                  {formatUsd(bid.price)}
                </p>
                <p className="font-semibold text-slate-700">
                  {words(`bidStatus.${bid.status}`)}
                </p>
              </div>
              {bid.tech ? (
                <div>
                  <Link
                    href={`/techs/${bid.tech.handle}`}
                    className="font-semibold text-brand-700 underline"
                  >
                    {bid.tech.displayName}
                  </Link>
                  <span className="block text-sm text-slate-700">
                    {bid.tech.headline}
                  </span>
                  <span className="block text-sm text-slate-700">
                    {t("techLine", {
                      jobs: String(bid.tech.completedJobs),
                      age: formatAge(bid.answeredAfterMinutes),
                    })}
                  </span>
                  <RatingSummary
                    rating={bid.tech.rating}
                    className="text-sm text-slate-700"
                    t={reviewWords}
                  />
                </div>
              ) : (
                <p className="text-sm text-slate-700">{t("hiddenTech")}</p>
              )}
              <p className="text-slate-800">
                {t("canStart", {
                  date: formatDate(bid.startDate),
                  window: windowLabel(bid.timeWindow),
                })}
              </p>
              <p className="whitespace-pre-wrap text-slate-800">
                {bid.message}
              </p>
              {open && bid.status === "pending" && confirming !== bid && (
                <button
                  type="button"
                  className="btn-primary justify-self-start"
                  onClick={() => setConfirming(bid)}
                >
                  {t("accept")}
                </button>
              )}
              {confirming === bid && (
                <div
                  role="group"
                  aria-labelledby={`confirm-${bid.publicId}`}
                  className="grid gap-2 rounded-lg bg-slate-100 p-3"
                >
                  <p id={`confirm-${bid.publicId}`} className="font-bold">
                    {t("acceptQuestion", {
                      price: formatUsd(bid.price),
                      name: bid.tech?.displayName ?? t("thisTechnician"),
                    })}
                  </p>
                  <ul className="list-disc pl-5 text-slate-800">
                    {acceptTerms(bid.price).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className="btn-primary"
                      disabled={busy}
                      onClick={() =>
                        void act(
                          { action: "accept", bid: bid.publicId },
                          t("accepted"),
                        )
                      }
                    >
                      {t("yesAccept")}
                    </button>
                    <button
                      type="button"
                      className="btn-outline"
                      onClick={() => setConfirming(null)}
                    >
                      {t("keepComparing")}
                    </button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>
      {open &&
        (confirming === "close" ? (
          <div
            role="group"
            aria-labelledby="confirm-close"
            className="grid gap-2 rounded-lg bg-slate-100 p-3"
          >
            <p id="confirm-close" className="font-bold">
              {t("closeQuestion")}
            </p>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn-primary"
                disabled={busy}
                onClick={() => void act({ action: "close" }, t("closed"))}
              >
                {t("yesClose")}
              </button>
              <button
                type="button"
                className="btn-outline"
                onClick={() => setConfirming(null)}
              >
                {t("keepOpen")}
              </button>
            </div>
          </div>
        ) : (
          <button
            type="button"
            className="btn-outline justify-self-start"
            onClick={() => setConfirming("close")}
          >
            {t("close")}
          </button>
        ))}
      <ProblemHistory history={view.history} />
    </div>
  );
}

/** /problems/{id}: sign in, then the Client's own problem (docs/product.md §18.4). */
export function ClientProblemGate({ id }: { id: string }) {
  const t = useTranslations("problems.client");
  return (
    <SignedInGate heading={t("signIn")}>
      {({ token }) => <ClientProblem id={id} token={token} />}
    </SignedInGate>
  );
}
