import "server-only";
import { company } from "@/data/company";
import { defaultLocale } from "@/data/locale";
import { scheduling } from "@/data/scheduling";
import {
  busyMinutes,
  freeSlots,
  type Slot,
  type Visit,
} from "@/lib/scheduling/slots";
import { weekAround } from "@/lib/scheduling/pick-tech";
import { visitOf } from "@/lib/scheduling/visit";
import { publishedCatalogue } from "@/lib/server/content/catalogue";
import type { Database, Transaction } from "@/lib/server/db/client";
import { bookableTechs, type BookableTech } from "./bookable";

const minute = 60_000;

export type SlotSearch = {
  readonly visit: Visit;
  readonly slots: Slot[];
  readonly techs: readonly BookableTech[];
};

/**
 * The free starts for a cart's services at a ZIP (docs/product.md §23.3),
 * read from the database at `now`: the Techs offered to customers and their
 * Confirmed bookings up to the horizon, handed to the pure slot function.
 */
export async function slotsFor(
  db: Database | Transaction,
  {
    slugs,
    zip,
    now,
    except,
    only,
  }: {
    slugs: readonly string[];
    zip?: string;
    now: Date;
    /** A booking being moved (docs/product.md §23.10): its own time is free to it. */
    except?: number;
    /** Only this start: its day's slot and its week's bookings, for the picker. */
    only?: Date;
  },
): Promise<SlotSearch> {
  const catalogue = await publishedCatalogue();
  const visit = visitOf(slugs, catalogue[defaultLocale]);
  if (visit.services.length === 0) return { visit, slots: [], techs: [] };
  const busy = busyMinutes(visit) * minute;
  // From the week's start: the picker weighs the whole week's Confirmed hours.
  const week = only && weekAround(only, company.timeZone);
  const from = week?.start ?? weekAround(now, company.timeZone).start;
  const to = week
    ? Math.max(week.end.getTime(), only!.getTime() + busy)
    : now.getTime() + scheduling.horizonDays * 24 * 60 * minute + busy;
  const techs = await bookableTechs(db, {
    from,
    to: new Date(to),
    except,
    zip: zip ?? "",
  });
  const slots = freeSlots({
    now,
    visit,
    zip,
    techs,
    timeZone: company.timeZone,
    only,
  });
  return { visit, slots, techs };
}
