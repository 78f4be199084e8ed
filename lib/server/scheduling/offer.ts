import "server-only";
import * as v from "valibot";
import { requestLimits } from "@/data/request-rules";
import { services } from "@/data/services";
import { offeredDays } from "@/lib/scheduling/labels";
import type { SlotAnswer } from "@/lib/scheduling/offer";
import type { Database } from "@/lib/server/db/client";
import { refuse, type Outcome } from "@/lib/server/http";
import { company } from "@/data/company";
import { translator } from "@/lib/i18n/catalogue";
import { readZip, zipOf } from "@/lib/zip";
import { localeOf, readLocale } from "@/lib/locale";
import { anyZipVisited, zipServed } from "./bookable";
import { slotsFor } from "./slots";

// Each check says its sentence in the language of the parse (the question's
// `locale`, read first), as lib/requests/schema.ts's do.
const question = v.object({
  slugs: v.pipe(
    v.array(v.string()),
    v.maxLength(requestLimits.services, (issue) =>
      translator(readLocale(issue.lang), "refusals")("slots.cartTooLong"),
    ),
  ),
  zip: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => readZip(value).status !== "malformed",
        (issue) => translator(readLocale(issue.lang), "zip")("malformed"),
      ),
      v.transform((value: string) => zipOf(value)),
    ),
  ),
  // The page's language, for the refusals and the days' and times' labels.
  locale: v.optional(v.unknown()),
});

/**
 * What `GET /checkout/api/slots` answers when the database cannot be
 * reached: 200, not `unavailable`'s 503, for that is an answer the checkout
 * acts on (it requests a window, docs/product.md §23.6), and the browser
 * would log a 503 as an error on every checkout while the database is down.
 */
export function slotsUnavailable(error: unknown): Outcome<SlotAnswer> {
  console.error(
    "Slots:",
    error instanceof Error ? error.message : String(error),
  );
  return { status: 200, body: { status: "unavailable" } };
}

/**
 * The free starts for the checkout's cart at a ZIP (docs/product.md §23.6),
 * as `GET /checkout/api/slots` answers: 400 for a question that cannot be
 * read (the checkout never sends one), in the question's language, else 200
 * with what can be booked (a `SlotAnswer`).
 * The cart's slugs are read against the catalogue and the ZIP checked here;
 * what the browser sends decides nothing else.
 */
export async function slotOffer(
  db: Database,
  input: unknown,
  now: Date,
): Promise<Outcome> {
  const locale = localeOf(input);
  const parsed = v.safeParse(question, input, { lang: locale });
  if (!parsed.success) return refuse("invalid", parsed.issues[0].message);
  const { slugs } = parsed.output;
  const zip = parsed.output.zip || undefined;
  const known = services.filter((service) => slugs.includes(service.slug));
  if (known.length === 0) {
    return refuse("invalid", translator(locale, "refusals")("slots.cartEmpty"));
  }
  const homeVisit = known.some((service) => service.homeVisit);
  const offer = (body: SlotAnswer): Outcome => ({ status: 200, body });
  if (homeVisit && !zip) {
    // Until some Tech visits somewhere, every home visit is requested.
    return offer(
      (await anyZipVisited(db)) ? { status: "zip-needed" } : { status: "none" },
    );
  }
  if (homeVisit && !(await zipServed(db, zip!))) {
    return offer({ status: "not-visited" });
  }
  const found = await slotsFor(db, { slugs, zip, now });
  if (found.slots.length === 0) return offer({ status: "none" });
  return offer({
    status: "slots",
    minutes: found.visit.minutes,
    days: offeredDays(found.slots, company.timeZone, locale),
  });
}
