import { useTranslations } from "next-intl";
import { BookingServices } from "@/components/shared/booking-services";
import { company } from "@/data/company";
import { formatDate, formatDateTime } from "@/lib/dates";
import { zonedDate } from "@/lib/dates";
import { windowLabel } from "@/lib/bookings/window-label";
import { dayTag, waited } from "@/lib/desk/ordering";
import type { BookingRow } from "@/lib/desk/payloads";
import { RecordTable } from "./record-table";
import { Cell } from "./record-cell";
import { useTechLabel } from "./assigned-tech";

type Props = {
  caption: string;
  rows: readonly BookingRow[];
  /** Which time the list is about: the preferred window of a request, or the start. */
  when: "requested" | "starts";
  /** Today in New York, to tag today's and tomorrow's appointments. */
  today?: string;
  /** The server's clock, for how long each request has waited. */
  now?: string;
  onOpen: (reference: string) => void;
};

function Tag({ row, today }: { row: BookingRow; today?: string }) {
  const tag =
    today !== undefined && row.startsAt !== null
      ? dayTag(zonedDate(new Date(row.startsAt), company.timeZone), today)
      : null;
  return (
    tag && (
      <strong className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-amber-900">
        {tag}
      </strong>
    )
  );
}

function When({
  row,
  when,
  now,
}: Pick<Props, "when" | "now"> & { row: BookingRow }) {
  const t = useTranslations("desk.lists");
  if (when === "starts")
    return <>{row.startsAt && formatDateTime(row.startsAt)}</>;
  return (
    <>
      {formatDate(row.preferredDate)}, {windowLabel(row.timeWindow)}
      {now && (
        <span className="block text-slate-600">
          {t("waiting", { time: waited(row.createdAt, new Date(now)) })}
        </span>
      )}
    </>
  );
}

/**
 * One list of bookings (docs/product.md §15.6): a table on a wide screen, a
 * card per booking on a phone. The reference opens the booking's detail.
 */
export function BookingTable({
  caption,
  rows,
  when,
  today,
  now,
  onOpen,
}: Props) {
  const t = useTranslations("desk.lists");
  const techLabel = useTechLabel();
  const whenLabel = when === "starts" ? t("starts") : t("preferred");
  const tag = (row: BookingRow) => <Tag row={row} today={today} />;
  return (
    <RecordTable
      caption={caption}
      rows={rows}
      onOpen={onOpen}
      tag={tag}
      time={{
        label: whenLabel,
        cell: (row) => (
          <>
            <When row={row} when={when} now={now} />
            {tag(row)}
          </>
        ),
      }}
      more={{
        labels: [t("services"), t("total"), t("tech")],
        cells: (row) => (
          <>
            <BookingServices
              layout="fields"
              services={row.services}
              total={row.total}
              Field={Cell}
            />
            <Cell>{techLabel(row.tech)}</Cell>
          </>
        ),
      }}
      card={(row) => (
        <>
          <p>
            <span className="font-semibold">
              {t("cardLabel", { label: whenLabel })}
            </span>{" "}
            <When row={row} when={when} now={now} />
          </p>
          <p className="text-slate-700">
            <BookingServices
              layout="line"
              services={row.services}
              total={row.total}
            />
          </p>
          <p>
            <span className="font-semibold">
              {t("cardLabel", { label: t("tech") })}
            </span>{" "}
            {techLabel(row.tech)}
          </p>
        </>
      )}
    />
  );
}
