import { membershipPriceLimit } from "@/data/memberships";
import { formatUsd } from "@/data/money";
import { tiers, type Tier } from "@/data/tiers";
import type { MembershipStatus } from "./status";
import { addDays, calendarDate, oneYearAfter, type CalendarDate } from "./term";

export type PlanId = Tier["id"];

export const planIds = tiers.map((tier) => tier.id) as readonly PlanId[];

export function tierOf(plan: string): Tier | undefined {
  return tiers.find((tier) => tier.id === plan);
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
 * Staff's new membership, checked (docs/product.md §20.1): a plan of
 * data/tiers.ts, its own yearly price unless it is Custom, a price of $0 or
 * more, and a registration date that exists, whose term has not already
 * run out, and at most 90 days ahead.
 */
export function parseRecord(
  body: unknown,
  today: CalendarDate,
): Parsed<RecordInput> {
  const given = (body ?? {}) as Record<string, unknown>;
  const email =
    typeof given.email === "string" ? given.email.trim().toLowerCase() : "";
  if (email === "" || email.length > 254 || !/^[^\s@]+@[^\s@]+$/.test(email)) {
    return { ok: false, error: "Enter the member's account e-mail address." };
  }
  const tier = tierOf(String(given.plan));
  if (!tier) {
    return { ok: false, error: "Choose Gold, Platinum or Custom." };
  }
  const price =
    typeof given.price === "number"
      ? given.price
      : typeof given.price === "string" && given.price.trim() !== ""
        ? Number(given.price)
        : NaN;
  if (!Number.isFinite(price)) {
    return { ok: false, error: "Enter the yearly price in whole dollars." };
  }
  if (price < 0) {
    return { ok: false, error: "A price cannot be under $0." };
  }
  if (!Number.isInteger(price) || price > membershipPriceLimit) {
    return {
      ok: false,
      error: `Enter the yearly price in whole dollars, at most $${membershipPriceLimit.toLocaleString("en-US")}.`,
    };
  }
  if (tier.price !== null && price !== tier.price) {
    return {
      ok: false,
      error: `The ${tier.name} plan costs ${formatUsd(tier.price)} a year; only a Custom plan's price can be changed.`,
    };
  }
  const registeredOn = calendarDate(given.registeredOn);
  if (!registeredOn) {
    return {
      ok: false,
      error: "The registration date is not a date on the calendar.",
    };
  }
  if (oneYearAfter(registeredOn) <= today) {
    return {
      ok: false,
      error: "A term from that date has already ended; check the year.",
    };
  }
  if (registeredOn > addDays(today, registrationLeadDays)) {
    return {
      ok: false,
      error: `The registration date can be at most ${registrationLeadDays} days ahead.`,
    };
  }
  return { ok: true, value: { email, plan: tier.id, price, registeredOn } };
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

export function planView(membership: MembershipFacts): PlanView {
  const tier = tierOf(membership.plan);
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
