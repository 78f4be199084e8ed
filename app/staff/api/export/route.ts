import * as v from "valibot";
import { company } from "@/data/company";
import { bookingsCsv } from "@/lib/desk/csv";
import { exportRangeSchema, firstIssue } from "@/lib/desk/payloads";
import { checkStaff } from "@/lib/server/desk/guard";
import { answer, unavailable } from "@/lib/server/http";
import { bookingsRequestedBetween } from "@/lib/server/desk/queries";
import { database } from "@/lib/server/db/client";

/**
 * Bookings requested between two days (New York dates, both included) as a
 * CSV file, for staff only (docs/product.md §15).
 */
export async function GET(request: Request) {
  const caller = await checkStaff(request);
  if (!caller.ok) return caller.response;
  const query = new URL(request.url).searchParams;
  const range = v.safeParse(exportRangeSchema, {
    from: query.get("from") ?? "",
    to: query.get("to") ?? "",
  });
  if (!range.success) {
    return answer({ error: firstIssue(range.issues), reason: "invalid" }, 400);
  }
  const { from, to } = range.output;
  try {
    const rows = await bookingsRequestedBetween(await database(), { from, to });
    return new Response(bookingsCsv(rows, company.timeZone), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="bookings-${from}-to-${to}.csv"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    return unavailable(error);
  }
}
