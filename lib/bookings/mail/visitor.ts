import { formatUsd } from "@/data/money";
import { escapeHtml, type Composed } from "@/lib/mail/compose";
import { bookingWhen, type StoredBooking } from "@/lib/bookings/manage";
import { formatDateTime } from "@/lib/dates";

export type VisitorChange =
  | { readonly action: "cancel"; readonly fee: number; readonly reason: string }
  | {
      /** "reschedule": moved to a free slot, Confirmed at once (docs/product.md §23.10). */
      readonly action: "change" | "reschedule";
      readonly fee: number;
      readonly reason: string;
      /** What the booking said before the change. */
      readonly before: string;
    };

type MailBooking = StoredBooking & {
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly email: string | null;
  readonly phone: string | null;
};

/**
 * The company's e-mail about a visitor's cancel or change, with the fee it
 * carries: recorded, never charged online (docs/product.md §13.3–4).
 */
export function composeVisitorChange(
  booking: MailBooking,
  change: VisitorChange,
  now: Date,
): Composed {
  const name = [booking.firstName, booking.lastName].filter(Boolean).join(" ");
  const what = {
    cancel: "cancelled by the customer",
    change: "moved by the customer: please confirm again",
    reschedule: "moved by the customer to a free time, confirmed",
  }[change.action];
  const subject = `Booking ${booking.reference} ${what}`;
  const rows: [string, string][] = [
    ["Reference", booking.reference],
    ["Name", name],
    ["Phone", booking.phone ?? ""],
    ["E-mail", booking.email ?? ""],
    ["When", formatDateTime(now)],
    ...(change.action !== "cancel"
      ? ([
          ["Before", change.before],
          ["Now", bookingWhen(booking)],
        ] as [string, string][])
      : []),
    ["Services", booking.services.map((s) => s.title).join(", ")],
    ["Total", formatUsd(booking.total)],
    [
      "Fee",
      `${formatUsd(change.fee)} (${change.reason}) — recorded on the booking, not charged online`,
    ],
  ];
  const shown = rows.filter(([, value]) => value !== "");
  const text = `${shown.map(([l, v]) => `${l}: ${v}`).join("\n")}\n`;
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body><h1>${escapeHtml(subject)}</h1><table>${shown
    .map(
      ([l, v]) =>
        `<tr><th align="left" valign="top">${escapeHtml(l)}</th><td>${escapeHtml(v)}</td></tr>`,
    )
    .join("")}</table></body></html>`;
  return {
    subject,
    text,
    html,
    replyTo: { name, address: booking.email ?? "" },
  };
}
