"use client";

import { DeskDataStatus } from "./desk-data-status";
import type { DeskSectionProps } from "./desk-section-types";
import { ListSection } from "./list-section";
import { MessageTable } from "./message-table";
import { useDeskLists } from "./use-desk-data";

/** Contact messages (docs/product.md §15.6): New, oldest first; Answered, latest first. */
export function MessagesSection(props: DeskSectionProps) {
  const view = useDeskLists(props);
  if (view.kind !== "ready") {
    return <DeskDataStatus view={view} loading="Loading messages…" />;
  }
  const lists = view.data;
  const openMessage = (reference: string) =>
    props.open({ kind: "message", reference });
  return (
    <ListSection id="messages" title="Contact messages">
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
    </ListSection>
  );
}
