"use client";

import { useTranslations } from "next-intl";
import { useId, type FormEvent } from "react";
import { formatDateTime } from "@/lib/dates";
import { messageStatuses, type MessageStatus } from "@/lib/requests/messages";
import type { MessageDetail } from "@/lib/desk/payloads";
import { ActionForm } from "./action-form";
import type { Act } from "./booking-detail";
import { DetailField as Field } from "./detail-field";
import { StateField } from "./state-field";
import { ErasedField } from "./erased-field";
import { SenderFields } from "./sender-fields";
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
  const t = useTranslations("desk.fields");
  const states = useTranslations("desk.messageStatus");
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
        <StateField label={states(detail.status)} />
        <SenderFields
          name={detail.name}
          phone={detail.phone}
          email={detail.email}
          language={detail.language}
        />
        <Field label={t("message")}>{detail.message}</Field>
        <Field label={t("received")}>{formatDateTime(detail.createdAt)}</Field>
        <ErasedField at={detail.erasedAt} />
      </dl>
      {detail.status === "new" && (
        <ActionForm
          id={id}
          title={t("markAnswered")}
          heading="h3"
          note="Note"
          button={t("markAnswered")}
          primary
          busy={busy}
          onSubmit={submit}
        />
      )}
      <RecordHistory
        history={detail.history}
        deliveries={detail.deliveries}
        state={(s) =>
          messageStatuses.includes(s as MessageStatus)
            ? states(s as MessageStatus)
            : s
        }
      />
    </>
  );
}
