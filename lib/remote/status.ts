import type { Rule } from "@/lib/transitions";
import { remoteCode, remoteTimes } from "@/data/remote-sessions";

/**
 * A remote-session request's states and the one table of who may move it
 * where (docs/product.md §19). Every change goes through `transition`, and the
 * clock rules (expiry, the fresh sign-in, the 8-hour timeout) are pure
 * functions of the times passed in, so the writer and the periodic run agree.
 */
export const sessionStatuses = [
  "requested",
  "approved",
  "denied",
  "expired",
  "started",
  "ended",
] as const;

export type SessionStatus = (typeof sessionStatuses)[number];

/** Requested, approved and started are open: a booking has at most one such request. */
export const openStatuses = [
  "requested",
  "approved",
  "started",
] as const satisfies readonly SessionStatus[];

export const sessionActions = [
  "approve",
  "deny",
  "start",
  "wrong_code",
  "lock_out",
  "end",
  "expire",
  "time_out",
] as const;

export type SessionAction = (typeof sessionActions)[number];

/** The customer whose computer it is, the company's staff, or the clock. */
export type SessionActor = "customer" | "staff" | "system";

export const sessionActors = [
  "customer",
  "staff",
  "system",
] as const satisfies readonly SessionActor[];

/**
 * The table. Approving also needs a fresh sign-in (`signInIsFresh`); starting
 * needs the right code; a wrong code keeps the request open until the fifth
 * (`afterWrongCode`), which locks it out. Denied, expired and ended are final.
 */
export const sessionTransitions: Record<
  SessionAction,
  Rule<SessionStatus, SessionStatus, SessionActor>
> = {
  approve: { moves: { requested: "approved" }, by: ["customer"] },
  deny: { moves: { requested: "denied" }, by: ["customer"] },
  start: { moves: { approved: "started" }, by: ["staff"] },
  wrong_code: { moves: { approved: "approved" }, by: ["staff"] },
  lock_out: { moves: { approved: "ended" }, by: ["system"] },
  end: {
    moves: { requested: "ended", approved: "ended", started: "ended" },
    by: ["customer", "staff"],
  },
  expire: {
    moves: { requested: "expired", approved: "expired" },
    by: ["system"],
  },
  time_out: { moves: { started: "ended" }, by: ["system"] },
};

export type SessionTimes = {
  readonly status: SessionStatus;
  readonly requestedAt: Date;
  readonly approvedAt: Date | null;
  readonly startedAt: Date | null;
};

const minute = 60_000;

/** When the request's current state runs out by itself, or null if it never does. */
export function deadline(session: SessionTimes): Date | null {
  const at = (from: Date | null, ms: number) =>
    from ? new Date(from.getTime() + ms) : null;
  switch (session.status) {
    case "requested":
      return at(session.requestedAt, remoteTimes.requestMinutes * minute);
    case "approved":
      return at(session.approvedAt, remoteTimes.codeMinutes * minute);
    case "started":
      return at(session.startedAt, remoteTimes.sessionHours * 60 * minute);
    default:
      return null;
  }
}

/**
 * The clock's own action on this request at `now`, if its time is up: an
 * unanswered request or an unused code expires, a session nobody ended is
 * ended by timeout. Applied by the periodic run and before every read or act,
 * so a late code is refused even before the periodic run.
 */
export function dueAction(
  session: SessionTimes,
  now: Date,
): "expire" | "time_out" | undefined {
  const end = deadline(session);
  if (!end || now.getTime() < end.getTime()) return undefined;
  return session.status === "started" ? "time_out" : "expire";
}

/** The state as it stands at `now`, after the clock's action. */
export function statusAt(session: SessionTimes, now: Date): SessionStatus {
  const due = dueAction(session, now);
  return due
    ? (sessionTransitions[due].moves[session.status] ?? session.status)
    : session.status;
}

/**
 * Whether a sign-in at `authTime` is recent enough to approve at `now`: at
 * most 5 minutes old. A time in the future (beyond a minute of clock skew) is
 * not trusted.
 */
export function signInIsFresh(authTime: Date, now: Date): boolean {
  const age = now.getTime() - authTime.getTime();
  return age <= remoteTimes.freshSignInMinutes * minute && age >= -minute;
}

/** After one more wrong code: still open, or locked out at the fifth. */
export function afterWrongCode(wrongSoFar: number): "wrong_code" | "lock_out" {
  return wrongSoFar + 1 >= remoteCode.wrongCodesAllowed
    ? "lock_out"
    : "wrong_code";
}

/** What a code looks like: exactly nine digits, spaces and dashes ignored. */
export function normaliseCode(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 40) return undefined;
  const digits = value.replace(/[\s-]/g, "");
  return new RegExp(`^\\d{${remoteCode.digits}}$`).test(digits)
    ? digits
    : undefined;
}

/** A code shown in three groups, as the customer reads it out: "123 456 789". */
export function formatCode(code: string): string {
  return code.replace(/(\d{3})(?=\d)/g, "$1 ");
}
