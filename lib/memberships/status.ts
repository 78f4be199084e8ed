import { termOver, type CalendarDate } from "./term";

/**
 * A membership's states and the one table of who may move it where
 * (docs/product.md §20). "renewing" and "ending" are both active: the first
 * with auto-renewal on, the second with it off. "none" is before it exists.
 */
export const membershipStatuses = ["renewing", "ending", "ended"] as const;

export type MembershipStatus = (typeof membershipStatuses)[number];

export const membershipStatusLabels: Record<MembershipStatus, string> = {
  renewing: "Active, renews automatically",
  ending: "Active, auto-renewal off",
  ended: "Ended",
};

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

type Rule = {
  readonly from: readonly From[];
  readonly to: MembershipStatus;
  readonly by: readonly MembershipActor[];
  /** Before the term's end day, or from it on (the periodic work's actions). */
  readonly when: "in-term" | "term-over" | "any";
};

export const membershipTransitions: Record<MembershipAction, Rule> = {
  record: { from: ["none"], to: "renewing", by: ["staff"], when: "any" },
  switch_off: {
    from: ["renewing"],
    to: "ending",
    by: ["member", "staff"],
    when: "in-term",
  },
  switch_on: {
    from: ["ending"],
    to: "renewing",
    by: ["member", "staff"],
    when: "in-term",
  },
  renew: {
    from: ["renewing"],
    to: "renewing",
    by: ["system"],
    when: "term-over",
  },
  expire: { from: ["ending"], to: "ended", by: ["system"], when: "term-over" },
  end: {
    from: ["renewing", "ending"],
    to: "ended",
    by: ["staff"],
    when: "any",
  },
};

/** The state an action leads to, or undefined when the table does not allow it. */
export function membershipTransition(
  status: From,
  action: MembershipAction,
  actor: MembershipActor,
): MembershipStatus | undefined {
  const rule = membershipTransitions[action];
  return rule.from.includes(status) && rule.by.includes(actor)
    ? rule.to
    : undefined;
}

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
