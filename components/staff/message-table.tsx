import { deskTime } from "@/lib/desk/format";
import type { MessageRow } from "@/lib/desk/payloads";
import { EmailLink, PhoneLink } from "./contact-links";

/**
 * One list of contact messages: a table on a wide screen, cards on a phone.
 * The reference opens the message; phone and e-mail are links.
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
  if (rows.length === 0) {
    return <p className="text-slate-700">None.</p>;
  }
  const open = (row: MessageRow) => (
    <button
      type="button"
      onClick={() => onOpen(row.reference)}
      className="font-mono font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      {row.reference}
    </button>
  );
  return (
    <>
      <ul aria-label={caption} className="grid gap-3 md:hidden">
        {rows.map((row) => (
          <li
            key={row.reference}
            className="grid gap-1 rounded-lg border border-slate-200 bg-white p-3 text-sm"
          >
            <p>{open(row)}</p>
            <p className="font-semibold text-slate-900">
              {row.name ?? "(erased)"}
            </p>
            <p className="flex flex-wrap gap-x-4 gap-y-1">
              <PhoneLink phone={row.phone} />
              <EmailLink email={row.email} />
            </p>
            <p>Received {deskTime(row.createdAt)}</p>
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
              Received
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
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.reference} className="border-b border-slate-200">
              <th scope="row" className="py-2 pr-3 font-normal">
                {open(row)}
              </th>
              <td className="py-2 pr-3">{deskTime(row.createdAt)}</td>
              <td className="py-2 pr-3">{row.name ?? "(erased)"}</td>
              <td className="py-2 pr-3">
                <PhoneLink phone={row.phone} />
              </td>
              <td className="py-2 pr-3">
                <EmailLink email={row.email} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
