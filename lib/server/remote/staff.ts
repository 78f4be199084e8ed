import "server-only";
import { translator } from "@/lib/i18n/catalogue";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { SessionView } from "@/lib/remote/record";
import { computerLabel } from "@/lib/remote/labels";
import {
  mayAskOnBooking,
  remoteEligibility,
  type Caller,
} from "@/lib/remote/rules";
import { afterWrongCode, openStatuses } from "@/lib/remote/status";
import type { Database, Transaction } from "@/lib/server/db/client";
import {
  bookings,
  remoteComputers,
  remoteSessions,
} from "@/lib/server/db/schema";
import type { Asker } from "./ask";
import { codeMatches, remoteCodeSecret } from "./code";
import { computersOf } from "./computers";
import {
  applyStep,
  expireRemoteSessions,
  settleRow,
  type EndResult,
  type SessionRow,
} from "./steps";
import { listed, view, viewOf } from "./views";

// What staff (or later an assigned Tech) do with a booking's open request
// once it is asked for (docs/product.md §19.4), and what the desk shows of it.

const t = translator("en", "remoteDesk");

export type StartResult =
  | { readonly ok: true; readonly session: SessionView }
  | {
      readonly ok: false;
      readonly reason:
        "not-found" | "forbidden" | "no-approved" | "wrong-code" | "locked-out";
      readonly message: string;
    };

/** The booking, when it exists and the caller may act on its requests. */
async function bookingFor(tx: Transaction, reference: string, caller: Caller) {
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.reference, reference));
  if (!booking) return { ok: false as const, reason: "not-found" as const };
  if (!mayAskOnBooking(caller, booking)) {
    return { ok: false as const, reason: "forbidden" as const };
  }
  return { ok: true as const, booking };
}

/** The booking's open request, locked, with the clock applied. */
async function lockOpen(
  tx: Transaction,
  bookingId: number,
  now: Date,
): Promise<SessionRow | undefined> {
  const [row] = await tx
    .select()
    .from(remoteSessions)
    .where(
      and(
        eq(remoteSessions.bookingId, bookingId),
        inArray(remoteSessions.status, [...openStatuses]),
      ),
    )
    .for("update");
  return row && settleRow(tx, row, now);
}

/**
 * Records the session as started when the technician types the code the
 * customer read out (docs/product.md §19.4). A wrong code is counted and the
 * fifth ends the request; the right one works once, since the request then
 * leaves Approved and its hash is dropped. An expired code is refused as the
 * clock has already closed the request.
 */
export async function startSession(
  db: Database,
  {
    reference,
    caller,
    code,
    now,
  }: { reference: string; caller: Asker; code: string; now: Date },
): Promise<StartResult> {
  const secret = await remoteCodeSecret(db);
  return db.transaction(async (tx): Promise<StartResult> => {
    const found = await bookingFor(tx, reference, caller);
    if (!found.ok) {
      return { ...found, message: refusals[found.reason] };
    }
    const row = await lockOpen(tx, found.booking.id, now);
    if (!row || row.status !== "approved") {
      return {
        ok: false,
        reason: "no-approved",
        message: t("refusals.noApproved"),
      };
    }
    if (codeMatches(secret, row.id, code, row.codeHash)) {
      const started = await applyStep(tx, row, {
        action: "start",
        actor: "staff",
        by: caller.by,
        now,
        set: { startedAt: now, startedBy: caller.by, codeHash: null },
      });
      return {
        ok: true,
        session: await viewOf(tx, started!, "staff"),
      };
    }
    const action = afterWrongCode(row.wrongCodes);
    await applyStep(tx, row, {
      action,
      actor: action === "lock_out" ? "system" : "staff",
      by: action === "lock_out" ? "system" : caller.by,
      now,
      set: { wrongCodes: row.wrongCodes + 1 },
      note: t("history.wrongCode", { count: String(row.wrongCodes + 1) }),
    });
    return action === "lock_out"
      ? {
          ok: false,
          reason: "locked-out",
          message: t("refusals.lockedOut"),
        }
      : {
          ok: false,
          reason: "wrong-code",
          message: t("refusals.wrongCode", {
            left: String(4 - row.wrongCodes),
          }),
        };
  });
}

const refusals = {
  "not-found": t("refusals.noSuchBooking"),
  forbidden: t("refusals.forbidden"),
} as const;

/** Staff end the booking's open request or session. */
export async function endByStaff(
  db: Database,
  { reference, caller, now }: { reference: string; caller: Asker; now: Date },
): Promise<EndResult> {
  return db.transaction(async (tx): Promise<EndResult> => {
    const found = await bookingFor(tx, reference, caller);
    if (!found.ok) return found;
    const row = await lockOpen(tx, found.booking.id, now);
    if (!row) return { ok: false, reason: "not-allowed" };
    const done = await applyStep(tx, row, {
      action: "end",
      actor: "staff",
      by: caller.by,
      now,
    });
    return done ? { ok: true } : { ok: false, reason: "not-allowed" };
  });
}

export type DeskRemote = {
  readonly reference: string;
  readonly eligible: boolean;
  /** Why not, when it is not. */
  readonly reason: string | null;
  readonly computers: readonly {
    readonly id: number;
    readonly label: string;
  }[];
  readonly sessions: readonly SessionView[];
};

/** What the desk shows of a booking's remote sessions, for a caller who may act on it. */
export async function remoteOfBooking(
  db: Database,
  { reference, caller, now }: { reference: string; caller: Caller; now: Date },
): Promise<DeskRemote | "not-found" | "forbidden"> {
  const [booking] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.reference, reference));
  if (!booking) return "not-found";
  if (!mayAskOnBooking(caller, booking)) return "forbidden";
  await expireRemoteSessions(db, now, { bookingId: booking.id });
  const eligible = remoteEligibility(booking);
  const computers = eligible.ok
    ? await computersOf(db, eligible.accountUid)
    : [];
  const rows = await db
    .select(listed)
    .from(remoteSessions)
    .innerJoin(bookings, eq(bookings.id, remoteSessions.bookingId))
    .innerJoin(
      remoteComputers,
      eq(remoteComputers.id, remoteSessions.computerId),
    )
    .where(eq(remoteSessions.bookingId, booking.id))
    .orderBy(desc(remoteSessions.requestedAt), desc(remoteSessions.id));
  return {
    reference,
    eligible: eligible.ok,
    reason: eligible.ok ? null : t(`eligibility.${eligible.reason}`),
    computers: computers.map((c) => ({ id: c.id, label: computerLabel(c) })),
    sessions: rows.map((r) =>
      view(r.row, r.reference, computerLabel(r), "staff"),
    ),
  };
}
