"use client";

import { useId, type FormEvent } from "react";
import { messageStatusLabels } from "@/lib/requests/messages";
import { deskTime } from "@/lib/desk/format";
import { noteLimit, type MessageDetail } from "@/lib/desk/payloads";
import { FormField } from "@/components/forms/form-field";
import type { Act } from "./booking-detail";
import { EmailLink, PhoneLink } from "./contact-links";
import { DetailField as Field } from "./detail-field";
import { RecordHistory } from "./record-history";

/** A contact message as the visitor sent it, and Mark answered while it is New. */
export function MessageDetailView({
  detail,
  busy,
  act,
}: {
  detail: MessageDetail;
  busy: boolean;
  act: Act;
}) {
  const id = useId();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const note = String(new FormData(form).get("note") ?? "");
    const done = await act({
      action: "answer",
      expectedVersion: detail.version,
      note,
    });
    if (done) form.reset();
  }
  return (
    <>
      <dl className="mt-4 text-sm">
        <Field label="State">
          <strong>{messageStatusLabels[detail.status]}</strong> (version{" "}
          {detail.version})
        </Field>
        <Field label="Name">{detail.name}</Field>
        <Field label="Phone">
          <PhoneLink phone={detail.phone} />
        </Field>
        <Field label="Email">
          <EmailLink email={detail.email} />
        </Field>
        <Field label="Message">{detail.message}</Field>
        <Field label="Received">{deskTime(detail.createdAt)}</Field>
        {detail.erasedAt && (
          <Field label="Personal details erased">
            {deskTime(detail.erasedAt)}
          </Field>
        )}
      </dl>
      {detail.status === "new" && (
        <form
          onSubmit={submit}
          className="mt-4 grid gap-3 rounded-lg border border-slate-200 p-3"
          aria-labelledby={`${id}-title`}
        >
          <h3 id={`${id}-title`} className="text-lg font-bold">
            Mark answered
          </h3>
          <FormField
            multiline
            id={`${id}-note`}
            name="note"
            label="Note"
            optional
            rows={2}
            maxLength={noteLimit}
          />
          <div>
            <button
              type="submit"
              disabled={busy}
              className="btn-primary disabled:opacity-60"
            >
              Mark answered
            </button>
          </div>
        </form>
      )}
      <RecordHistory
        history={detail.history}
        deliveries={detail.deliveries}
        labels={messageStatusLabels}
      />
    </>
  );
}
