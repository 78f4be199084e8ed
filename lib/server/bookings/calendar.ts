import "server-only";
import { company } from "@/data/company";
import { defaultLocale } from "@/data/locale";
import { verifyAccessToken } from "@/lib/bookings/access-token";
import { visitAddress } from "@/lib/bookings/address";
import { bookingCalendar } from "@/lib/bookings/ics";
import { normaliseReference } from "@/lib/bookings/reference";
import { translator } from "@/lib/i18n/catalogue";
import { localePath } from "@/lib/i18n/paths";
import { readLocale } from "@/lib/locale";
import { siteUrl } from "@/lib/site";
import { bookingTokenSecret } from "@/lib/server/secrets";
import { findByReference } from "@/lib/server/bookings/visitor";
import { database } from "@/lib/server/db/client";
import { publishedCatalogue } from "@/lib/server/content/catalogue";

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
 * a link: the token travels in the body, never in an address. Its refusals
 * are in the page's language, which the form names (its `locale` field, as
 * every form of the manage view does); one that cannot be read names none,
 * and is refused in the default language.
 */
export async function calendarResponse(
  request: Request,
  now: Date,
): Promise<Response> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refusal(
      400,
      translator(defaultLocale, "manage")("calendar.unreadable"),
    );
  }
  const locale = readLocale(form.get("locale"));
  const said = translator(locale, "manage");
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
        said("calendar.expired", {
          address: localePath(locale, "/bookings"),
        }),
      );
    }
    const calendarable =
      booking.startsAt &&
      (booking.status === "confirmed" || booking.status === "cancelled");
    if (!calendarable) {
      return refusal(409, said("calendar.noTime"));
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
        catalogue: await publishedCatalogue(),
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
    return refusal(503, said("calendar.unavailable"));
  }
}
