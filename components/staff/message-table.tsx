import { deskTime } from "@/lib/desk/format";
import type { MessageRow } from "@/lib/desk/requests";

/** One list of contact messages; the reference opens the message. */
export function MessageTable({
  caption,
  rows,
  onOpen,
}: {
  caption: string;
  rows: readonly MessageRow[];
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
              Received
            </th>
            <th scope="col" className="py-2 pr-3">
              Name
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
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
              <td className="py-2 pr-3">{deskTime(row.createdAt)}</td>
              <td className="py-2 pr-3">{row.name ?? "(erased)"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
