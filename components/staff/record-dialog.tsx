"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/forms/alert";
import { formatDateTime } from "@/lib/dates";
import type { BookingDetail, MessageDetail } from "@/lib/desk/payloads";
import { BookingDetailView } from "./booking-detail";
import { useTechLabel } from "./assigned-tech";
import {
  callApi,
  useErrorOf,
  isRefusal,
  type ApiError,
  type GetToken,
} from "@/components/api/call-api";
import { MessageDetailView } from "./message-detail";
import { RemoteDesk } from "@/components/remote/remote-desk";

export type Opened = { kind: "booking" | "message"; reference: string };
type Detail = BookingDetail | MessageDetail;
type Notice = { ok?: string; error?: string };

function doneText(
  t: ReturnType<typeof useTranslations<"desk.dialog">>,
  techLabel: ReturnType<typeof useTechLabel>,
  detail: Detail,
  action: unknown,
): string {
  switch (action) {
    case "confirm":
      return detail.kind === "booking" && detail.startsAt
        ? t("confirmedFor", { time: formatDateTime(detail.startsAt) })
        : t("confirmed");
    case "decline":
      return t("declined");
    case "complete":
      return t("completed");
    case "no_show":
      return t("noShow");
    case "cancel":
      return t("cancelled");
    case "assign":
      return detail.kind === "booking"
        ? t("assignedTo", { tech: techLabel(detail.tech) })
        : t("assigned");
    default:
      return t("answered");
  }
}

/**
 * A booking or message opened from a list, in a modal dialog: focus stays in
 * it, Escape closes it and focus goes back to the row. An action that finds
 * the record changed shows why and the record as it is now.
 */
export function RecordDialog({
  opened,
  token,
  onClose,
  onChanged,
  onRefused,
}: {
  opened: Opened | null;
  token: GetToken;
  onClose: () => void;
  onChanged: () => void;
  onRefused: (message: string) => void;
}) {
  const t = useTranslations("desk.dialog");
  const errorOf = useErrorOf();
  const techLabel = useTechLabel();
  const dialog = useRef<HTMLDialogElement>(null);
  // Kept with the path it belongs to, so opening another record starts clean.
  const [record, setRecord] = useState<{
    path: string;
    detail: Detail | null;
    notice: Notice;
  } | null>(null);
  const [busy, setBusy] = useState(false);
  // After an action the form that was used may be gone: focus goes to the
  // line that says what happened, which the dialog scrolls into view.
  const result = useRef<HTMLDivElement>(null);
  const [acted, setActed] = useState(0);
  useEffect(() => {
    if (acted > 0) result.current?.focus();
  }, [acted]);
  const path = opened && `/staff/api/${opened.kind}s/${opened.reference}`;
  const current = record && record.path === path ? record : null;
  const detail = current?.detail ?? null;
  const notice = current?.notice ?? {};
  const show = (next: { detail?: Detail; notice: Notice }) =>
    setRecord((before) => ({
      path: path!,
      detail: next.detail ?? (before?.path === path ? before.detail : null),
      notice: next.notice,
    }));

  useEffect(() => {
    if (!path) return;
    let active = true;
    if (!dialog.current?.open) dialog.current?.showModal();
    void callApi(token, path).then((reply) => {
      if (!active) return;
      if (reply.status === 200) {
        setRecord({ path, detail: reply.body as Detail, notice: {} });
      } else if (isRefusal(reply)) onRefused(errorOf(reply));
      else setRecord({ path, detail: null, notice: { error: errorOf(reply) } });
    });
    return () => {
      active = false;
    };
  }, [path, token, onRefused, errorOf]);

  async function act(body: Record<string, unknown>): Promise<boolean> {
    if (!path) return false;
    setBusy(true);
    show({ notice: {} });
    const reply = await callApi(token, path, { json: body });
    setBusy(false);
    setActed((n) => n + 1);
    if (reply.status === 200) {
      const now = reply.body as Detail;
      show({
        detail: now,
        notice: { ok: doneText(t, techLabel, now, body.action) },
      });
      onChanged();
      return true;
    }
    if (isRefusal(reply)) {
      onRefused(errorOf(reply));
      return false;
    }
    const latest = (reply.body as ApiError).current as Detail | undefined;
    show({ detail: latest, notice: { error: errorOf(reply) } });
    if (latest) onChanged();
    return false;
  }

  const title = opened
    ? t("title", { kind: opened.kind, reference: opened.reference })
    : "";

  return (
    <dialog
      ref={dialog}
      aria-labelledby="record-title"
      onClose={onClose}
      className="m-auto max-h-[90vh] w-full max-w-2xl overflow-y-auto rounded-xl bg-white p-4 lift-lg backdrop:bg-scrim sm:p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <h2
          id="record-title"
          className="text-2xl font-extrabold text-slate-900"
        >
          {title}
        </h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="btn-outline"
        >
          {t("close")}
        </button>
      </div>
      <div ref={result} tabIndex={-1} className="scroll-mt-4">
        <p role="status" className="mt-2 font-semibold text-green-800">
          {notice.ok}
        </p>
        <div className="mt-2 empty:hidden">
          <Alert>{notice.error}</Alert>
        </div>
      </div>
      {!detail ? (
        !notice.error && <p className="mt-4 text-slate-700">{t("loading")}</p>
      ) : detail.kind === "booking" ? (
        <>
          <BookingDetailView
            detail={detail}
            busy={busy}
            act={act}
            token={token}
            onRefused={onRefused}
          />
          <RemoteDesk
            // A new state can open or close remote sessions: ask again.
            key={`${detail.reference}-${detail.version}`}
            token={token}
            reference={detail.reference}
          />
        </>
      ) : (
        <MessageDetailView detail={detail} busy={busy} act={act} />
      )}
    </dialog>
  );
}
