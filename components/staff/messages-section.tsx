"use client";

import type { DeskLists } from "@/lib/desk/payloads";
import type { DeskSectionProps } from "./desk-section";
import { MessageTable } from "./message-table";
import { useDeskData } from "./use-desk-data";

/** Contact messages (docs/product.md §15.6): New, oldest first; Answered, latest first. */
export function MessagesSection({
  token,
  onRefused,
  open,
  refreshed,
}: DeskSectionProps) {
  const view = useDeskData<DeskLists>(
    token,
    "/staff/api/desk",
    refreshed,
    onRefused,
  );
  if (view.kind !== "ready") {
    return view.kind === "failed" ? (
      <p
        role="alert"
        className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800"
      >
        {view.message}
      </p>
    ) : (
      <p className="text-slate-700">Loading messages…</p>
    );
  }
  const lists = view.data;
  const openMessage = (reference: string) =>
    open({ kind: "message", reference });
  return (
    <section aria-labelledby="messages" className="grid gap-3">
      <h2 id="messages" className="text-xl font-bold text-slate-900">
        Contact messages
      </h2>
      <h3 className="text-lg font-bold text-slate-900">
        New ({lists.newMessages.length})
      </h3>
      <MessageTable
        caption="New messages, oldest first"
        rows={lists.newMessages}
        onOpen={openMessage}
      />
      <h3 className="text-lg font-bold text-slate-900">
        Answered ({lists.answeredMessages.length})
      </h3>
      <MessageTable
        caption="Answered messages, latest first"
        rows={lists.answeredMessages}
        onOpen={openMessage}
      />
    </section>
  );
}
