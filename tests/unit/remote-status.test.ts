import {
  afterWrongCode,
  deadline,
  dueAction,
  formatCode,
  normaliseCode,
  sessionActions,
  sessionActors,
  sessionStatuses,
  signInIsFresh,
  statusAt,
  sessionTransitions,
  type SessionAction,
  type SessionActor,
  type SessionStatus,
} from "@/lib/remote/status";
import { transition } from "@/lib/transitions";
import { mayAskOnBooking, remoteEligibility } from "@/lib/remote/rules";

/**
 * The table written out by hand (docs/product.md §19): every state × action ×
 * actor not listed here must be refused.
 */
const allowed: Record<string, SessionStatus> = {
  "requested approve customer": "approved",
  "requested deny customer": "denied",
  "approved start staff": "started",
  "approved wrong_code staff": "approved",
  "approved lock_out system": "ended",
  "requested end customer": "ended",
  "requested end staff": "ended",
  "approved end customer": "ended",
  "approved end staff": "ended",
  "started end customer": "ended",
  "started end staff": "ended",
  "requested expire system": "expired",
  "approved expire system": "expired",
  "started time_out system": "ended",
};

const cases: [SessionStatus, SessionAction, SessionActor][] = [];
for (const s of sessionStatuses)
  for (const a of sessionActions)
    for (const who of sessionActors) cases.push([s, a, who]);

describe("the remote-session transition table", () => {
  it("covers 6 states × 8 actions × 3 actors", () => {
    expect(cases).toHaveLength(144);
  });

  it.each(cases)("%s, %s by %s", (status, action, actor) => {
    expect(transition(sessionTransitions, status, action, actor)).toBe(
      allowed[`${status} ${action} ${actor}`],
    );
  });

  it("denied, expired and ended are final for everyone", () => {
    for (const status of ["denied", "expired", "ended"] as const)
      for (const action of sessionActions)
        for (const actor of sessionActors)
          expect(
            transition(sessionTransitions, status, action, actor),
          ).toBeUndefined();
  });
});

const t0 = new Date("2026-12-01T15:00:00.000Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
const minute = 60_000;
const times = (
  status: SessionStatus,
): {
  status: SessionStatus;
  requestedAt: Date;
  approvedAt: Date | null;
  startedAt: Date | null;
} => ({
  status,
  requestedAt: t0,
  approvedAt: status === "requested" ? null : t0,
  startedAt: status === "started" || status === "ended" ? t0 : null,
});

describe("the clock's edges", () => {
  it("an unanswered request works until 30 minutes, and expires at 30 minutes", () => {
    const r = times("requested");
    expect(deadline(r)).toEqual(at(30 * minute));
    expect(dueAction(r, at(30 * minute - 1))).toBeUndefined();
    expect(statusAt(r, at(30 * minute - 1))).toBe("requested");
    expect(dueAction(r, at(30 * minute))).toBe("expire");
    expect(statusAt(r, at(30 * minute))).toBe("expired");
  });

  it("a code works until 10 minutes after approval, and not at 10 minutes", () => {
    const r = times("approved");
    expect(statusAt(r, at(10 * minute - 1))).toBe("approved");
    expect(dueAction(r, at(10 * minute))).toBe("expire");
    expect(statusAt(r, at(10 * minute))).toBe("expired");
  });

  it("a session is open until 8 hours, then ended by timeout", () => {
    const r = times("started");
    expect(statusAt(r, at(8 * 60 * minute - 1))).toBe("started");
    expect(dueAction(r, at(8 * 60 * minute))).toBe("time_out");
    expect(statusAt(r, at(8 * 60 * minute))).toBe("ended");
  });

  it("final states never move with the clock", () => {
    for (const s of ["denied", "expired", "ended"] as const)
      expect(dueAction(times(s), at(100 * 60 * minute))).toBeUndefined();
  });

  it("a sign-in is fresh for exactly 5 minutes", () => {
    expect(signInIsFresh(t0, t0)).toBe(true);
    expect(signInIsFresh(t0, at(5 * minute))).toBe(true);
    expect(signInIsFresh(t0, at(5 * minute + 1))).toBe(false);
    expect(signInIsFresh(at(5 * minute), t0)).toBe(false);
  });

  it("the fifth wrong code locks the request out, not the fourth", () => {
    expect([0, 1, 2, 3, 4].map(afterWrongCode)).toEqual([
      "wrong_code",
      "wrong_code",
      "wrong_code",
      "wrong_code",
      "lock_out",
    ]);
  });
});

describe("codes as typed", () => {
  it("takes nine digits with spaces or dashes, and nothing else", () => {
    expect(normaliseCode("123 456 789")).toBe("123456789");
    expect(normaliseCode("123-456-789")).toBe("123456789");
    for (const bad of [
      "12345678",
      "1234567890",
      "12345678a",
      "١٢٣٤٥٦٧٨٩",
      "",
      null,
      123456789,
      "1".repeat(41),
    ])
      expect(normaliseCode(bad)).toBeUndefined();
    expect(formatCode("012345678")).toBe("012 345 678");
  });
});

describe("who may ask, and on which booking", () => {
  const booking = {
    status: "confirmed" as const,
    accountUid: "u1",
    services: [{ homeVisit: true }, { homeVisit: false }],
  };
  it("staff may ask; an account without the claim may not, even the customer's own", () => {
    expect(mayAskOnBooking({ uid: "s", staff: true }, booking)).toBe(true);
    expect(mayAskOnBooking({ uid: "u1", staff: false }, booking)).toBe(false);
    expect(mayAskOnBooking({ uid: "t", staff: false }, booking)).toBe(false);
  });
  it("a Confirmed booking made from an account with a service done remotely", () => {
    expect(remoteEligibility(booking)).toEqual({ ok: true, accountUid: "u1" });
    expect(remoteEligibility({ ...booking, status: "requested" })).toEqual({
      ok: false,
      reason: "not-confirmed",
    });
    expect(
      remoteEligibility({ ...booking, services: [{ homeVisit: true }] }),
    ).toEqual({ ok: false, reason: "home-visit-only" });
    expect(remoteEligibility({ ...booking, accountUid: null })).toEqual({
      ok: false,
      reason: "no-account",
    });
  });
});
