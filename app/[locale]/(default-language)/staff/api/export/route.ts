import { bookingsExport } from "@/lib/server/desk/export";
import { checkStaff } from "@/lib/server/desk/guard";
import { reply, unavailable } from "@/lib/server/http";

/**
 * GET ?from&to: bookings requested between two days as a CSV file, for
 * staff only (docs/product.md §15).
 */
export async function GET(request: Request) {
  const caller = await checkStaff(request);
  if (!caller.ok) return caller.response;
  const query = new URL(request.url).searchParams;
  try {
    const file = await bookingsExport({
      from: query.get("from"),
      to: query.get("to"),
    });
    if (!("csv" in file)) return reply(file);
    return new Response(file.csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${file.filename}"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    return unavailable(error);
  }
}
