import "server-only";
import { company } from "@/data/company";
import { verifyAccessToken } from "@/lib/bookings/access-token";
import { visitAddress } from "@/lib/bookings/address";
import { bookingCalendar } from "@/lib/bookings/ics";
import { normaliseReference } from "@/lib/bookings/reference";
import { siteUrl } from "@/lib/site";
import { bookingTokenSecret } from "@/lib/server/secrets";
import { findByReference } from "@/lib/server/bookings/visitor";
import { database } from "@/lib/server/db/client";

function refusal(status: number, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-store",
    },
  });
}

/**
 * The calendar file of a confirmed (or since cancelled) booking, posted from
 * the manage view with its signed token (docs/product.md §13.6). A file, not
 * a link: the token travels in the body, never in an address.
 */
export async function calendarResponse(
  request: Request,
  now: Date,
): Promise<Response> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refusal(400, "Send the form from the booking's page.");
  }
  try {
    const db = await database();
    const reference = verifyAccessToken(form.get("token"), {
      secret: await bookingTokenSecret(db),
      now,
    });
    const named = normaliseReference(form.get("reference"));
    const booking =
      reference && reference === named
        ? await findByReference(db, reference)
        : undefined;
    if (!booking) {
      return refusal(
        403,
        "This page has expired. Find your booking again at /bookings.",
      );
    }
    const calendarable =
      booking.startsAt &&
      (booking.status === "confirmed" || booking.status === "cancelled");
    if (!calendarable) {
      return refusal(409, "This booking has no confirmed time yet.");
    }
    const body = bookingCalendar(
      {
        ...booking,
        startsAt: booking.startsAt!,
        address: visitAddress(booking),
      },
      {
        host: siteUrl().host,
        companyName: company.name,
        phone: company.phone.display,
        timeZone: company.timeZone,
        now,
        language: booking.language,
      },
    );
    return new Response(body, {
      headers: {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": `attachment; filename="${booking.reference}.ics"`,
        "cache-control": "no-store",
      },
    });
  } catch (error) {
    console.error(
      "Calendar file failed:",
      error instanceof Error ? error.message : error,
    );
    return refusal(503, "Please try again in a few minutes.");
  }
}
