import type { Rule } from "@/lib/transitions";
import { termOver, type CalendarDate } from "./term";

/**
 * A membership's states and the one table of who may move it where
 * (docs/product.md §20). "renewing" and "ending" are both active: the first
 * with auto-renewal on, the second with it off. "none" is before it exists.
 */
export const membershipStatuses = ["renewing", "ending", "ended"] as const;

export type MembershipStatus = (typeof membershipStatuses)[number];

export const membershipActions = [
  "record",
  "switch_off",
  "switch_on",
  "renew",
  "expire",
  "end",
] as const;

export type MembershipAction = (typeof membershipActions)[number];

export type MembershipActor = "staff" | "member" | "system";

export const membershipActors = ["staff", "member", "system"] as const;

type From = MembershipStatus | "none";

type MembershipRule = Rule<From, MembershipStatus, MembershipActor> & {
  /** Before the term's end day, or from it on (the periodic work's actions). */
  readonly when: "in-term" | "term-over" | "any";
};

export const membershipTransitions: Record<MembershipAction, MembershipRule> = {
  record: { moves: { none: "renewing" }, by: ["staff"], when: "any" },
  switch_off: {
    moves: { renewing: "ending" },
    by: ["member", "staff"],
    when: "in-term",
  },
  switch_on: {
    moves: { ending: "renewing" },
    by: ["member", "staff"],
    when: "in-term",
  },
  renew: {
    moves: { renewing: "renewing" },
    by: ["system"],
    when: "term-over",
  },
  expire: { moves: { ending: "ended" }, by: ["system"], when: "term-over" },
  end: {
    moves: { renewing: "ended", ending: "ended" },
    by: ["staff"],
    when: "any",
  },
};

/**
 * Whether the day allows the action: auto-renewal is switched only before
 * the term's end day; renewing and expiring happen from that day on.
 */
export function timely(
  action: MembershipAction,
  termEnd: CalendarDate,
  today: CalendarDate,
): boolean {
  const { when } = membershipTransitions[action];
  if (when === "any") return true;
  return when === "term-over"
    ? termOver(termEnd, today)
    : !termOver(termEnd, today);
}
