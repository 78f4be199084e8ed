"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { BookingServices } from "@/components/shared/booking-services";
import { formatUsd } from "@/data/money";
import { isBookingStatus } from "@/lib/bookings/status";
import { windowLabel } from "@/lib/bookings/window-label";
import { formatDate, formatDateTime } from "@/lib/dates";
import { windowStart } from "@/lib/desk/format";
import type { BookingDetail } from "@/lib/desk/payloads";
import { FormField } from "@/components/forms/form-field";
import { ActionForm } from "./action-form";
import { DetailField as Field } from "./detail-field";
import { StateField } from "./state-field";
import { ErasedField } from "./erased-field";
import { SenderFields } from "./sender-fields";
import { RecordHistory } from "./record-history";
import { useTechLabel } from "./assigned-tech";
import { AssignTechForm } from "./assign-tech-form";
import type { GetToken } from "@/components/api/call-api";

/** Sends one action with the version this view shows; true when it was applied. */
export type Act = (body: Record<string, unknown>) => Promise<boolean>;

/** The fields of a form as strings, with the action and the version this view holds. */
function formBody(
  event: FormEvent<HTMLFormElement>,
  action: string,
  version: number,
) {
  event.preventDefault();
  const data = Object.fromEntries(
    [...new FormData(event.currentTarget)].map(([k, v]) => [k, String(v)]),
  );
  return { ...data, action, expectedVersion: version };
}

/**
 * Everything the visitor sent, the booking's state, the actions staff may take
 * now (lib/bookings/status.ts) and its history (docs/product.md §15).
 */
export function BookingDetailView({
  detail,
  busy,
  act,
  token,
  onRefused,
}: {
  detail: BookingDetail;
  busy: boolean;
  act: Act;
  token: GetToken;
  onRefused: (message: string) => void;
}) {
  const t = useTranslations("desk.booking");
  const states = useTranslations("bookingStatus");
  const techLabel = useTechLabel();
  const id = useId();
  const [asking, setAsking] = useState<"complete" | "no_show" | null>(null);
  const c = detail.contact;
  const name = [c.firstName, c.lastName].filter(Boolean).join(" ");
  const can = (action: string) => detail.actions.includes(action as never);
  const submit =
    (action: string) => async (event: FormEvent<HTMLFormElement>) => {
      const form = event.currentTarget;
      if (await act(formBody(event, action, detail.version))) form.reset();
    };

  return (
    <>
      <dl className="mt-4 text-sm">
        <StateField label={states(detail.status)} />
        <Field label={t("appointment")}>
          {detail.startsAt ? formatDateTime(detail.startsAt) : t("notSet")}
        </Field>
        <Field label={t("tech")}>{techLabel(detail.tech)}</Field>
        <Field label={t("preferred")}>
          {t("preferredValue", {
            date: formatDate(detail.preferredDate),
            window: windowLabel(detail.timeWindow),
          })}
        </Field>
        <BookingServices
          layout="fields"
          services={detail.services}
          total={detail.total}
          Field={Field}
        />
        <Field label={t("fees")}>{formatUsd(detail.fees)}</Field>
        <Field label={t("homeVisit")}>
          {detail.homeVisit ? t("yes") : t("no")}
        </Field>
        <SenderFields
          name={name}
          phone={c.phone}
          email={c.email}
          language={detail.language}
        />
        <Field label={t("address")}>
          {[
            c.address1,
            c.address2,
            [c.city, c.state, c.zip].filter(Boolean).join(" "),
          ]
            .filter(Boolean)
            .join("\n")}
        </Field>
        <Field label={t("notes")}>{c.notes}</Field>
        <Field label={t("requested")}>{formatDateTime(detail.createdAt)}</Field>
        <Field label={t("signedIn")}>
          {detail.signedIn ? t("yes") : t("no")}
        </Field>
        <ErasedField at={detail.erasedAt} />
      </dl>

      {detail.actions.length > 0 && (
        <h3 className="mt-6 text-lg font-bold text-slate-900">
          {t("actions")}
        </h3>
      )}
      {can("confirm") && (
        <ActionForm
          id={`${id}-confirm`}
          title={t("confirmTitle")}
          note="Note"
          button={t("confirm")}
          primary
          busy={busy}
          onSubmit={submit("confirm")}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField
              id={`${id}-date`}
              name="date"
              label={t("date")}
              type="date"
              defaultValue={detail.preferredDate}
            />
            <FormField
              id={`${id}-time`}
              name="time"
              label={t("startTime")}
              type="time"
              defaultValue={windowStart(detail.timeWindow)}
              hint={t("startHint")}
            />
          </div>
        </ActionForm>
      )}
      {can("assign") && (
        <AssignTechForm
          // A new version (another Tech, a start) asks again who is free.
          key={detail.version}
          detail={detail}
          token={token}
          busy={busy}
          act={act}
          onRefused={onRefused}
        />
      )}
      {can("decline") && (
        <ActionForm
          id={`${id}-decline`}
          title={t("declineTitle")}
          note="Reason"
          button={t("decline")}
          busy={busy}
          onSubmit={submit("decline")}
        />
      )}
      {detail.waitsForStart && detail.startsAt && (
        <p className="mt-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
          {t("waitsForStart", { time: formatDateTime(detail.startsAt) })}
        </p>
      )}
      {(can("complete") || can("no_show")) && asking === null && (
        <div className="mt-3 flex flex-wrap gap-3">
          {can("complete") && (
            <button
              type="button"
              onClick={() => setAsking("complete")}
              className="btn-primary"
            >
              {t("markCompleted")}
            </button>
          )}
          {can("no_show") && (
            <button
              type="button"
              onClick={() => setAsking("no_show")}
              className="btn-outline"
            >
              {t("markNoShow")}
            </button>
          )}
        </div>
      )}
      {asking !== null && (
        <form
          onSubmit={async (event) => {
            await submit(asking)(event);
            setAsking(null);
          }}
          aria-labelledby={`${id}-final`}
          className="mt-3 grid gap-3 rounded-lg border-2 border-amber-400 bg-amber-50 p-3"
        >
          <h4 id={`${id}-final`} className="font-bold">
            {t("finalQuestion", {
              reference: detail.reference,
              name: name || t("nameErased"),
              asking,
            })}
          </h4>
          <p className="text-sm">{t("finalWhat", { asking })}</p>
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              disabled={busy}
              className="btn-primary disabled:opacity-60"
            >
              {t("finalYes", { asking })}
            </button>
            <button
              type="button"
              onClick={() => setAsking(null)}
              className="btn-outline"
            >
              {t("goBack")}
            </button>
          </div>
        </form>
      )}
      {can("cancel") && (
        <ActionForm
          id={`${id}-cancel`}
          title={t("cancelTitle")}
          note="Reason"
          hint={t("cancelHint")}
          button={t("cancel")}
          busy={busy}
          onSubmit={submit("cancel")}
        />
      )}

      <RecordHistory
        history={detail.history}
        deliveries={detail.deliveries}
        state={(s) => (isBookingStatus(s) ? states(s) : s)}
      />
    </>
  );
}
