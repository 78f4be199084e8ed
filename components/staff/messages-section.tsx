"use client";

import { useTranslations } from "next-intl";
import { DeskDataStatus } from "./desk-data-status";
import type { DeskSectionProps } from "./desk-section-types";
import { ListSection } from "./list-section";
import { MessageTable } from "./message-table";
import { useDeskLists } from "./use-desk-data";

/** Contact messages (docs/product.md §15.6): New, oldest first; Answered, latest first. */
export function MessagesSection(props: DeskSectionProps) {
  const t = useTranslations("desk.lists");
  const view = useDeskLists(props);
  if (view.kind !== "ready") {
    return <DeskDataStatus view={view} loading={t("loadingMessages")} />;
  }
  const lists = view.data;
  const openMessage = (reference: string) =>
    props.open({ kind: "message", reference });
  return (
    <ListSection id="messages" title={t("messages")}>
      <h3 className="text-lg font-bold text-slate-900">
        {t("newMessages", { count: String(lists.newMessages.length) })}
      </h3>
      <MessageTable
        caption={t("newCaption")}
        rows={lists.newMessages}
        onOpen={openMessage}
      />
      <h3 className="text-lg font-bold text-slate-900">
        {t("answeredMessages", {
          count: String(lists.answeredMessages.length),
        })}
      </h3>
      <MessageTable
        caption={t("answeredCaption")}
        rows={lists.answeredMessages}
        onOpen={openMessage}
      />
    </ListSection>
  );
}
