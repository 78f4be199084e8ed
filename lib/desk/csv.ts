import type { Locale } from "@/data/locale";
import type { BookingStatus } from "@/lib/bookings/status";
import { bookingStatusWords } from "@/lib/bookings/status-words";
import { zonedDate, zonedTime } from "@/lib/dates";
import { timeWindowLabel } from "@/lib/requests/compose";
import { deskWords } from "./words";
import {
  bookingContactFields,
  type BookingContact,
} from "@/lib/requests/contact-fields";

/**
 * CSV as RFC 4180 writes it, safe to open in a spreadsheet (docs/product.md §15):
 * a text cell that a spreadsheet would read as a formula (it starts with =, +,
 * -, @, a tab or a carriage return) gets a leading apostrophe, so a visitor's
 * "=HYPERLINK(…)" stays text. Numbers are the site's own and are left as they are.
 */

export type Cell = string | number | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  const text = formulaStart.test(value) ? `'${value}` : value;
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows joined with CRLF, ending with one. */
export function toCsv(rows: readonly (readonly Cell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",") + "\r\n").join("");
}

/** The fields of a booking the export writes; a stored booking has them all. */
export type ExportedBooking = BookingContact & {
  readonly reference: string;
  readonly status: BookingStatus;
  readonly createdAt: Date;
  readonly preferredDate: string;
  readonly timeWindow: string;
  readonly startsAt: Date | null;
  readonly services: readonly { title: string; price: number }[];
  readonly total: number;
  readonly fees: number;
  readonly erasedAt: Date | null;
  /** The language the customer booked in (docs/architecture.md). */
  readonly language: Locale;
};

/**
 * A language's name in the export: the desk is read in English, so a
 * language is named in English (desk.csvLanguage).
 */
export const languageName = (locale: Locale): string =>
  deskWords(`csvLanguage.${locale}`);

/** Date and time on the clocks of `timeZone`, e.g. "2026-12-01 09:00". */
function local(instant: Date | null, timeZone: string): string | null {
  return instant
    ? `${zonedDate(instant, timeZone)} ${zonedTime(instant, timeZone)}`
    : null;
}

/**
 * The desk's export (docs/product.md §15): one row per booking, times on the
 * company's clocks with the zone in the header, services as "Title ($price)".
 */
export function bookingsCsv(
  rows: readonly ExportedBooking[],
  timeZone: string,
): string {
  // The byte order mark tells Excel the file is UTF-8, so "Morning (8–12)"
  // and "Núñez" open as written.
  return (
    "\uFEFF" +
    toCsv([
      [
        deskWords("csv.reference"),
        deskWords("csv.status"),
        deskWords("csv.requested", { zone: timeZone }),
        deskWords("csv.preferredDate"),
        deskWords("csv.timeWindow"),
        deskWords("csv.starts", { zone: timeZone }),
        deskWords("csv.services"),
        deskWords("csv.total"),
        deskWords("csv.fees"),
        ...bookingContactFields.map((field) => deskWords(`csv.${field}`)),
        deskWords("csv.erased", { zone: timeZone }),
        deskWords("csv.language"),
      ],
      ...rows.map((b) => [
        b.reference,
        bookingStatusWords(b.status),
        local(b.createdAt, timeZone),
        b.preferredDate,
        timeWindowLabel(b.timeWindow),
        local(b.startsAt, timeZone),
        b.services.map((s) => `${s.title} ($${s.price})`).join("; "),
        b.total,
        b.fees,
        ...bookingContactFields.map((field) => b[field]),
        local(b.erasedAt, timeZone),
        languageName(b.language),
      ]),
    ])
  );
}
