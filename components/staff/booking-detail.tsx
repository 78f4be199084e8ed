"use client";

import { useId, useState, type FormEvent } from "react";
import { BookingServices } from "@/components/shared/booking-services";
import { formatUsd } from "@/data/money";
import { bookingStatusLabels } from "@/lib/bookings/status";
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
import { techLabel } from "./assigned-tech";
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
        <StateField label={bookingStatusLabels[detail.status]} />
        <Field label="Appointment">
          {detail.startsAt ? formatDateTime(detail.startsAt) : "Not set"}
        </Field>
        <Field label="Tech">{techLabel(detail.tech)}</Field>
        <Field label="Preferred">
          {formatDate(detail.preferredDate)}, {windowLabel(detail.timeWindow)}
        </Field>
        <BookingServices
          layout="fields"
          services={detail.services}
          total={detail.total}
          Field={Field}
        />
        <Field label="Fees recorded">{formatUsd(detail.fees)}</Field>
        <Field label="Home visit">{detail.homeVisit ? "Yes" : "No"}</Field>
        <SenderFields
          name={name}
          phone={c.phone}
          email={c.email}
          language={detail.language}
        />
        <Field label="Address">
          {[
            c.address1,
            c.address2,
            [c.city, c.state, c.zip].filter(Boolean).join(" "),
          ]
            .filter(Boolean)
            .join("\n")}
        </Field>
        <Field label="Notes">{c.notes}</Field>
        <Field label="Requested">{formatDateTime(detail.createdAt)}</Field>
        <Field label="Made signed in">{detail.signedIn ? "Yes" : "No"}</Field>
        <ErasedField at={detail.erasedAt} />
      </dl>

      {detail.actions.length > 0 && (
        <h3 className="mt-6 text-lg font-bold text-slate-900">Actions</h3>
      )}
      {can("confirm") && (
        <ActionForm
          id={`${id}-confirm`}
          title="Confirm the appointment"
          note="Note"
          button="Confirm"
          primary
          busy={busy}
          onSubmit={submit("confirm")}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField
              id={`${id}-date`}
              name="date"
              label="Date"
              type="date"
              defaultValue={detail.preferredDate}
            />
            <FormField
              id={`${id}-time`}
              name="time"
              label="Start time"
              type="time"
              defaultValue={windowStart(detail.timeWindow)}
              hint="New York time (ET)"
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
          title="Decline the request"
          note="Reason"
          button="Decline"
          busy={busy}
          onSubmit={submit("decline")}
        />
      )}
      {detail.waitsForStart && detail.startsAt && (
        <p className="mt-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
          Completed and No-show can be marked once the appointment has started,
          from {formatDateTime(detail.startsAt)}.
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
              Mark completed…
            </button>
          )}
          {can("no_show") && (
            <button
              type="button"
              onClick={() => setAsking("no_show")}
              className="btn-outline"
            >
              Mark no-show…
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
            Mark booking {detail.reference} for {name || "(name erased)"}{" "}
            {asking === "complete" ? "completed" : "no-show"}?
          </h4>
          <p className="text-sm">
            {asking === "complete"
              ? "The appointment took place."
              : "The customer was not there."}{" "}
            This is final: the booking cannot be changed afterwards.
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              disabled={busy}
              className="btn-primary disabled:opacity-60"
            >
              {asking === "complete"
                ? "Yes, mark completed"
                : "Yes, mark no-show"}
            </button>
            <button
              type="button"
              onClick={() => setAsking(null)}
              className="btn-outline"
            >
              Go back
            </button>
          </div>
        </form>
      )}
      {can("cancel") && (
        <ActionForm
          id={`${id}-cancel`}
          title="Cancel the booking"
          note="Reason"
          hint="A cancellation by staff is the company's decision: no fee is recorded."
          button="Cancel booking"
          busy={busy}
          onSubmit={submit("cancel")}
        />
      )}

      <RecordHistory
        history={detail.history}
        deliveries={detail.deliveries}
        labels={bookingStatusLabels}
      />
    </>
  );
}
