import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { EmailLink } from "./email-link";
import { PhoneLink } from "./phone-link";
import { RecordCard, type Sender } from "./record-card";
import { RecordReference } from "./record-reference";
import { Cell } from "./record-cell";
import { LanguageBadge } from "./language-badge";

/** What a row needs: the reference that opens it, and its sender. */
type Listed = Sender & { readonly reference: string };

type Props<Row extends Listed> = {
  caption: string;
  rows: readonly Row[];
  onOpen: (reference: string) => void;
  /** The time column, after the reference: its header and its cell. */
  time: { label: string; cell: (row: Row) => ReactNode };
  /** Columns after E-mail: their headers, and the cells that fill them. */
  more?: { labels: readonly string[]; cells: (row: Row) => ReactNode };
  /** Beside the reference on a card (Today, Tomorrow). */
  tag?: (row: Row) => ReactNode;
  /** A card's lines after the sender's. */
  card: (row: Row) => ReactNode;
};

/**
 * One list of the desk's records: a table on a wide screen, a card per record
 * on a phone, so nothing needs sideways scrolling (docs/product.md §15.6). The
 * reference opens the record; phone and e-mail are links.
 */
export function RecordTable<Row extends Listed>({
  caption,
  rows,
  onOpen,
  time,
  more,
  tag,
  card,
}: Props<Row>) {
  const t = useTranslations("desk.lists");
  if (rows.length === 0) {
    return <p className="text-slate-700">{t("none")}</p>;
  }
  const open = (row: Row) => (
    <RecordReference reference={row.reference} onOpen={onOpen} />
  );
  const headers = [
    t("reference"),
    time.label,
    t("name"),
    t("phone"),
    t("email"),
    ...(more?.labels ?? []),
  ];
  return (
    <>
      <ul aria-label={caption} className="grid gap-3 md:hidden">
        {rows.map((row) => (
          <RecordCard
            key={row.reference}
            heading={
              <p>
                {open(row)}
                {tag?.(row)}
              </p>
            }
            sender={row}
          >
            {card(row)}
          </RecordCard>
        ))}
      </ul>
      <table className="hidden w-full border-collapse text-left text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {headers.map((header) => (
              <th key={header} scope="col" className="py-2 pr-3">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.reference}
              className="border-b border-slate-200 align-top"
            >
              <th scope="row" className="py-2 pr-3 font-normal">
                {open(row)}
              </th>
              <Cell>{time.cell(row)}</Cell>
              <Cell>
                {row.name ?? t("erased")}
                <LanguageBadge language={row.language} />
              </Cell>
              <Cell>
                <PhoneLink phone={row.phone} />
              </Cell>
              <Cell>
                <EmailLink email={row.email} />
              </Cell>
              {more?.cells(row)}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
