import "server-only";
import * as v from "valibot";
import { company } from "@/data/company";
import { bookingsCsv } from "@/lib/desk/csv";
import { exportRangeSchema, firstIssue } from "@/lib/desk/checks";
import { database } from "@/lib/server/db/client";
import type { Outcome } from "@/lib/server/http";
import { bookingsRequestedBetween } from "./queries";

export type BookingsExport =
  | { readonly status: 200; readonly csv: string; readonly filename: string }
  | Outcome<{ readonly error: string; readonly reason: "invalid" }>;

/**
 * Bookings requested between two days (New York dates, both included) as
 * CSV (docs/product.md §15). The range is checked before the database is
 * opened; a refused one is an `Outcome`, a file is its text and its name.
 */
export async function bookingsExport(query: {
  from: string | null;
  to: string | null;
}): Promise<BookingsExport> {
  const range = v.safeParse(exportRangeSchema, {
    from: query.from ?? "",
    to: query.to ?? "",
  });
  if (!range.success) {
    return {
      status: 400,
      body: { error: firstIssue(range.issues), reason: "invalid" },
    };
  }
  const { from, to } = range.output;
  const rows = await bookingsRequestedBetween(await database(), { from, to });
  return {
    status: 200,
    csv: bookingsCsv(rows, company.timeZone),
    filename: `bookings-${from}-to-${to}.csv`,
  };
}
