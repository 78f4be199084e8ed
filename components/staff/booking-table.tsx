import { company } from "@/data/company";
import { formatUsd } from "@/data/money";
import { zonedDate } from "@/lib/bookings/time-zone";
import { deskTime, windowLabel } from "@/lib/desk/format";
import { dayTag, waited } from "@/lib/desk/ordering";
import type { BookingRow } from "@/lib/desk/payloads";
import { EmailLink, PhoneLink } from "./contact-links";

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
  if (when === "starts") return <>{row.startsAt && deskTime(row.startsAt)}</>;
  return (
    <>
      {row.preferredDate}, {windowLabel(row.timeWindow)}
      {now && (
        <span className="block text-slate-600">
          waiting {waited(row.createdAt, new Date(now))}
        </span>
      )}
    </>
  );
}

/**
 * One list of bookings: a table on a wide screen, a card per booking on a
 * phone, so nothing needs sideways scrolling (docs/product.md §15.6). The
 * reference opens the booking's detail; phone and e-mail are links.
 */
export function BookingTable({
  caption,
  rows,
  when,
  today,
  now,
  onOpen,
}: Props) {
  if (rows.length === 0) {
    return <p className="text-slate-700">None.</p>;
  }
  const open = (row: BookingRow) => (
    <button
      type="button"
      onClick={() => onOpen(row.reference)}
      className="font-mono font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      {row.reference}
    </button>
  );
  const whenLabel = when === "starts" ? "Starts" : "Preferred";
  return (
    <>
      <ul aria-label={caption} className="grid gap-3 md:hidden">
        {rows.map((row) => (
          <li
            key={row.reference}
            className="grid gap-1 rounded-lg border border-slate-200 bg-white p-3 text-sm"
          >
            <p>
              {open(row)}
              <Tag row={row} today={today} />
            </p>
            <p className="font-semibold text-slate-900">
              {row.name ?? "(erased)"}
            </p>
            <p className="flex flex-wrap gap-x-4 gap-y-1">
              <PhoneLink phone={row.phone} />
              <EmailLink email={row.email} />
            </p>
            <p>
              <span className="font-semibold">{whenLabel}:</span>{" "}
              <When row={row} when={when} now={now} />
            </p>
            <p className="text-slate-700">
              {row.services} · {formatUsd(row.total)}
            </p>
          </li>
        ))}
      </ul>
      <table className="hidden w-full border-collapse text-left text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-3">
              Reference
            </th>
            <th scope="col" className="py-2 pr-3">
              {whenLabel}
            </th>
            <th scope="col" className="py-2 pr-3">
              Name
            </th>
            <th scope="col" className="py-2 pr-3">
              Phone
            </th>
            <th scope="col" className="py-2 pr-3">
              E-mail
            </th>
            <th scope="col" className="py-2 pr-3">
              Services
            </th>
            <th scope="col" className="py-2 pr-3">
              Total
            </th>
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
              <td className="py-2 pr-3">
                <When row={row} when={when} now={now} />
                <Tag row={row} today={today} />
              </td>
              <td className="py-2 pr-3">{row.name ?? "(erased)"}</td>
              <td className="py-2 pr-3">
                <PhoneLink phone={row.phone} />
              </td>
              <td className="py-2 pr-3">
                <EmailLink email={row.email} />
              </td>
              <td className="py-2 pr-3">{row.services}</td>
              <td className="py-2 pr-3">{formatUsd(row.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
