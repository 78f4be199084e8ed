import "server-only";
import * as v from "valibot";
import { company } from "@/data/company";
import { formatUsd, sumPrices } from "@/data/money";
import { visitAddress } from "@/lib/bookings/address";
import { windowLabel } from "@/lib/bookings/manage";
import { composeBooking } from "@/lib/bookings/mail/company";
import { cartCatalogueIn } from "@/lib/cart/catalogue";
import { bookedTitle, type PublishedCatalogue } from "@/lib/content/services";
import { formatDate, formatDateTime } from "@/lib/dates";
import { translator } from "@/lib/i18n/catalogue";
import { readLocale } from "@/lib/locale";
import type { FormState } from "@/lib/requests/form-state";
import {
  priceChanges,
  repriceServices,
  seenPrices,
} from "@/lib/requests/reprice";
import {
  attemptKey,
  bookingFields,
  bookingSchema,
  fieldErrors,
  servicesSchema,
} from "@/lib/requests/schema";
import { slotStart } from "@/lib/scheduling/change";
import { dateAndWindow, offeredDays } from "@/lib/scheduling/labels";
import { bookOnce } from "@/lib/server/bookings/attempt";
import { createBooking } from "@/lib/server/bookings/checkout-booking";
import { bookSlot } from "@/lib/server/bookings/slot-booking";
import { verifiedUser } from "@/lib/server/identity";
import {
  fields,
  keep,
  refused,
  typed,
  type Stored,
} from "@/lib/server/requests/form-post";
import { zipServed } from "@/lib/server/scheduling/bookable";

/**
 * The checkout's booking, priced from `catalogue`, the published one: what
 * the visitor saw must be what is booked, or nothing is, and the answer
 * carries the prices to show (docs/product.md §6).
 */
export async function bookCheckout(
  formData: FormData,
  catalogue: PublishedCatalogue,
  now: Date,
): Promise<FormState> {
  const values = typed(formData, bookingFields);
  const locale = readLocale(formData.get("locale"));
  const said = translator(locale, "refusals");
  const slugs = v.safeParse(servicesSchema, formData.getAll("service"), {
    lang: locale,
  });
  if (!slugs.success) {
    return refused(values, slugs.issues[0].message);
  }
  const booked = repriceServices(slugs.output, catalogue);
  if (booked.length === 0) {
    return refused(values, said("emptyCart"));
  }
  const seen = seenPrices(formData.getAll("service"), formData.getAll("price"));
  const changed = priceChanges(seen, booked);
  if (changed.length > 0) {
    const changes = changed
      .map((line) =>
        said("priceChangedLine", {
          title: bookedTitle(line, catalogue, locale),
          price: formatUsd(line.price),
        }),
      )
      .join("; ");
    return {
      ...refused(
        values,
        said("priceChanged", { changes, total: formatUsd(sumPrices(booked)) }),
      ),
      catalogue: cartCatalogueIn(catalogue, locale),
    };
  }
  const homeVisit = booked.some((s) => s.homeVisit);
  const slot = slotStart(formData.get("slot"));
  if (slot === "malformed") {
    return refused(values, said("unreadableTime"));
  }
  // On a slot, the date and window the booking keeps are the slot's.
  const raw = fields(formData, bookingFields);
  if (slot) {
    const { date, window } = dateAndWindow(slot, company.timeZone);
    Object.assign(raw, { date, time: window });
  }
  const parsed = v.safeParse(bookingSchema({ now, homeVisit }), raw, {
    lang: locale,
  });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.issues);
    return { status: "invalid", values, errors };
  }
  const details = parsed.output;
  // Signed in: the booking belongs to the account the verified token names
  // (docs/product.md §13.5); a token that does not verify books as a guest.
  const accountUid = (await verifiedUser(formData.get("idToken")))?.uid;
  const key = attemptKey(formData.get("attempt"));
  const attempt = key ? { key, email: details.email } : undefined;
  return keep(
    formData,
    values,
    {
      store: async (db) => {
        const stored = await bookOnce(
          db,
          attempt,
          async (): Promise<Stored> => {
            if (!slot) {
              // A visit is not requested where no Tech goes (docs/product.md §23.7).
              if (homeVisit && !(await zipServed(db, details.zip))) {
                return {
                  fieldErrors: {
                    zip: translator(locale, "zip")("notVisited", {
                      zip: details.zip,
                    }),
                  },
                };
              }
              return {
                reference: await createBooking(db, {
                  details,
                  booked,
                  accountUid,
                  attemptKey: key,
                  language: locale,
                  now,
                }),
              };
            }
            const made = await bookSlot(db, {
              details,
              booked,
              accountUid,
              start: slot,
              now,
              attemptKey: key,
              language: locale,
            });
            if (!made.ok) {
              return {
                lost: slot,
                taken: offeredDays(
                  made.nearest.map((start) => ({ start })),
                  company.timeZone,
                  locale,
                ).flatMap((day) => day.times),
              };
            }
            return {
              reference: made.reference,
              confirmed: {
                start: formatDateTime(made.start, company.timeZone, locale),
                tech: made.tech,
              },
            };
          },
          (outcome) => "taken" in outcome,
        );
        // Only the attempt's earlier booking has a `start` of its own: one
        // stored by a request whose answer was lost.
        if (!("start" in stored)) return stored;
        return {
          reference: stored.reference,
          confirmed:
            stored.start && stored.tech
              ? {
                  start: formatDateTime(stored.start, company.timeZone, locale),
                  tech: stored.tech,
                }
              : undefined,
        };
      },
      compose: (reference) => composeBooking(details, booked, reference),
      booking: {
        lines: booked.map((line) => ({
          title: bookedTitle(line, catalogue, locale),
          price: line.price,
        })),
        total: sumPrices(booked),
        date: formatDate(details.date, company.timeZone, locale),
        window: windowLabel(details.time, locale),
        homeVisit,
        address: visitAddress({ ...details, homeVisit }),
      },
    },
    locale,
    now,
  );
}
