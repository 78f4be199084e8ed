import { useTranslations } from "next-intl";
import { formatDateTime } from "@/lib/dates";
import type { MessageRow } from "@/lib/desk/payloads";
import { RecordTable } from "./record-table";

/**
 * One list of contact messages: a table on a wide screen, cards on a phone.
 * The reference opens the message.
 */
export function MessageTable({
  caption,
  rows,
  onOpen,
}: {
  caption: string;
  rows: readonly MessageRow[];
  onOpen: (reference: string) => void;
}) {
  const t = useTranslations("desk.lists");
  return (
    <RecordTable
      caption={caption}
      rows={rows}
      onOpen={onOpen}
      time={{
        label: t("received"),
        cell: (row) => formatDateTime(row.createdAt),
      }}
      card={(row) => (
        <p>{t("receivedAt", { time: formatDateTime(row.createdAt) })}</p>
      )}
    />
  );
}
