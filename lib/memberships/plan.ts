import { deskWords } from "@/lib/desk/words";
import * as v from "valibot";
import type { Locale } from "@/data/locale";
import { membershipPriceLimit } from "@/data/memberships";
import { formatUsd } from "@/data/money";
import type { Tier } from "@/data/tiers";
import { englishTiers, tierContent } from "@/lib/content/tiers";
import type { MembershipStatus } from "./status";
import { addDays, calendarDate, oneYearAfter, type CalendarDate } from "./term";

export type PlanId = Tier["id"];

export const planIds = englishTiers.map((tier) => tier.id) as readonly PlanId[];

export function tierOf(plan: string): Tier | undefined {
  return englishTiers.find((tier) => tier.id === plan);
}

/** What staff send to record a membership, before it is checked. */
export type RecordInput = {
  readonly email: string;
  readonly plan: PlanId;
  /** Whole US dollars a year. */
  readonly price: number;
  readonly registeredOn: CalendarDate;
};

/** How far ahead staff may date a registration: a sale being written up. */
export const registrationLeadDays = 90;

export type Parsed<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: string };

/**
 * A posted body's fields by name, a missing one as undefined: a body that is
 * not an object has none, so each field's own check says what is wrong.
 */
export function bodyFields<Key extends string>(keys: readonly Key[]) {
  return v.transform((body: unknown) => {
    const given = (body ?? {}) as Record<string, unknown>;
    return Object.fromEntries(keys.map((key) => [key, given[key]])) as Record<
      Key,
      unknown
    >;
  });
}

const wholeDollars = deskWords("memberships.wholeDollars", {
  limit: membershipPriceLimit.toLocaleString("en-US"),
});

/** A price as posted, a number or its digits; NaN for anything else. */
function priceOf(given: unknown): number {
  if (typeof given === "number") return given;
  return typeof given === "string" && given.trim() !== "" ? Number(given) : NaN;
}

function recordSchema(today: CalendarDate) {
  return v.pipe(
    v.unknown(),
    bodyFields(["email", "plan", "price", "registeredOn"]),
    v.object({
      email: v.pipe(
        v.unknown(),
        v.transform((given) =>
          typeof given === "string" ? given.trim().toLowerCase() : "",
        ),
        v.check(
          (email) =>
            email !== "" &&
            email.length <= 254 &&
            /^[^\s@]+@[^\s@]+$/.test(email),
          deskWords("memberships.badEmail"),
        ),
      ),
      plan: v.pipe(
        v.unknown(),
        v.transform(String),
        v.picklist(planIds, deskWords("memberships.badPlan")),
      ),
      price: v.pipe(
        v.unknown(),
        v.transform(priceOf),
        v.check(
          (price: number) => Number.isFinite(price),
          deskWords("memberships.badPrice"),
        ),
        v.minValue(0, deskWords("memberships.negativePrice")),
        v.integer(wholeDollars),
        v.maxValue(membershipPriceLimit, wholeDollars),
      ),
      registeredOn: v.pipe(v.unknown(), v.transform(calendarDate)),
    }),
    v.check(
      ({ plan, price }) => {
        const tier = tierOf(plan)!;
        return tier.price === null || price === tier.price;
      },
      ({ input }) => {
        const tier = tierOf(input.plan)!;
        return deskWords("memberships.fixedPlanPrice", {
          plan: tier.name,
          price: formatUsd(tier.price ?? 0),
        });
      },
    ),
    v.check(
      ({ registeredOn }) => registeredOn !== undefined,
      deskWords("memberships.badDate"),
    ),
    v.check(
      ({ registeredOn }) => oneYearAfter(registeredOn!) > today,
      deskWords("memberships.termOver"),
    ),
    v.check(
      ({ registeredOn }) =>
        registeredOn! <= addDays(today, registrationLeadDays),
      deskWords("memberships.tooFar", { days: String(registrationLeadDays) }),
    ),
    v.transform((input): RecordInput => ({
      ...input,
      registeredOn: input.registeredOn!,
    })),
  );
}

/**
 * Staff's new membership, checked (docs/product.md §20.1): a plan of
 * data/tiers.ts, its own yearly price unless it is Custom, a price of $0 or
 * more, and a registration date that exists, whose term has not already
 * run out, and at most 90 days ahead. The first problem found is the one
 * told.
 */
export function parseRecord(
  body: unknown,
  today: CalendarDate,
): Parsed<RecordInput> {
  const parsed = v.safeParse(recordSchema(today), body, { abortEarly: true });
  return parsed.success
    ? { ok: true, value: parsed.output }
    : { ok: false, error: parsed.issues[0].message };
}

/** A membership as the portal and the e-mails need it. */
export type MembershipFacts = {
  readonly plan: string;
  readonly price: number;
  readonly status: MembershipStatus;
  readonly termStart: CalendarDate;
  readonly termEnd: CalendarDate;
};

/** What "Your plan" shows (docs/product.md §20.2). */
export type PlanView = {
  readonly name: string;
  readonly allowances: readonly string[];
  readonly price: number;
  readonly termStart: CalendarDate;
  readonly termEnd: CalendarDate;
  readonly autoRenew: boolean;
  /** The next term's first day and price, while auto-renewal is on. */
  readonly renewal: {
    readonly on: CalendarDate;
    readonly price: number;
  } | null;
  readonly ended: boolean;
};

export function planView(
  membership: MembershipFacts,
  locale: Locale = "en",
): PlanView {
  const known = tierOf(membership.plan);
  const tier = known && tierContent(locale, known.id);
  const autoRenew = membership.status === "renewing";
  return {
    name: tier?.name ?? membership.plan,
    allowances: tier ? [tier.users, tier.storage, tier.support] : [],
    price: membership.price,
    termStart: membership.termStart,
    termEnd: membership.termEnd,
    autoRenew,
    renewal: autoRenew
      ? { on: membership.termEnd, price: membership.price }
      : null,
    ended: membership.status === "ended",
  };
}
