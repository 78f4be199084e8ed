import { company } from "@/data/company";
import { formatUsd } from "@/data/money";
import { zonedDate } from "@/lib/bookings/time-zone";
import { deskTime, windowLabel } from "@/lib/desk/format";
import type { BookingRow } from "@/lib/desk/requests";

/**
 * One list of bookings. The reference is a button that opens the booking's
 * detail; `today` marks the rows whose appointment is today in New York.
 */
export function BookingTable({
  caption,
  rows,
  when,
  today,
  onOpen,
}: {
  caption: string;
  rows: readonly BookingRow[];
  /** Which time the list is about: when it was requested, or when it starts. */
  when: "requested" | "starts";
  today?: string;
  onOpen: (reference: string) => void;
}) {
  if (rows.length === 0) {
    return <p className="text-slate-700">None.</p>;
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-3">
              Reference
            </th>
            <th scope="col" className="py-2 pr-3">
              {when === "starts" ? "Starts" : "Requested"}
            </th>
            <th scope="col" className="py-2 pr-3">
              Name
            </th>
            <th scope="col" className="py-2 pr-3">
              Services
            </th>
            <th scope="col" className="py-2 pr-3">
              {when === "starts" ? "Total" : "Preferred"}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const startsToday =
              when === "starts" &&
              today !== undefined &&
              row.startsAt !== null &&
              zonedDate(new Date(row.startsAt), company.timeZone) === today;
            return (
              <tr key={row.reference} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-3 font-normal">
                  <button
                    type="button"
                    onClick={() => onOpen(row.reference)}
                    className="font-mono font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  >
                    {row.reference}
                  </button>
                </th>
                <td className="py-2 pr-3">
                  {when === "starts"
                    ? row.startsAt && deskTime(row.startsAt)
                    : deskTime(row.createdAt)}
                  {startsToday && (
                    <strong className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-amber-900">
                      Today
                    </strong>
                  )}
                </td>
                <td className="py-2 pr-3">{row.name ?? "(erased)"}</td>
                <td className="py-2 pr-3">{row.services}</td>
                <td className="py-2 pr-3">
                  {when === "starts"
                    ? formatUsd(row.total)
                    : `${row.preferredDate}, ${windowLabel(row.timeWindow)}`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
