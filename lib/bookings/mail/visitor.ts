import { formatUsd } from "@/data/money";
import { escapeHtml, type Composed } from "@/lib/mail/compose";
import { bookingWhen, type StoredBooking } from "@/lib/bookings/manage";
import { formatDateTime } from "@/lib/dates";
import { staffWords } from "@/lib/requests/compose";

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
  const t = staffWords();
  const name = [booking.firstName, booking.lastName].filter(Boolean).join(" ");
  const subject = t(`visitor.${change.action}`, {
    reference: booking.reference,
  });
  const rows: [string, string][] = [
    [t("row.reference"), booking.reference],
    [t("row.name"), name],
    [t("row.phone"), booking.phone ?? ""],
    [t("row.email"), booking.email ?? ""],
    [t("row.when"), formatDateTime(now)],
    ...(change.action !== "cancel"
      ? ([
          [t("row.before"), change.before],
          [t("row.now"), bookingWhen(booking)],
        ] as [string, string][])
      : []),
    [t("row.services"), booking.services.map((s) => s.title).join(", ")],
    [t("row.total"), formatUsd(booking.total)],
    [
      t("row.fee"),
      t("visitor.fee", { fee: formatUsd(change.fee), reason: change.reason }),
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
