import "server-only";
import { noteOnBooking } from "@/lib/server/bookings/history";
import { and, eq, lte, or, type SQL } from "drizzle-orm";
import { remoteTimes } from "@/data/remote-sessions";
import { translator } from "@/lib/i18n/catalogue";
import { accessLabel, computerLabel } from "@/lib/remote/labels";
import {
  dueAction,
  sessionTransitions,
  type SessionAction,
  type SessionActor,
} from "@/lib/remote/status";
import { transition } from "@/lib/transitions";
import type { Database, Transaction } from "@/lib/server/db/client";
import { nextVersion } from "@/lib/server/db/versioned";
import {
  bookings,
  remoteComputers,
  remoteSessions,
} from "@/lib/server/db/schema";

export type SessionRow = typeof remoteSessions.$inferSelect;

const t = translator("en", "remoteDesk");

/** What ending a request or session answers, whoever ends it. */
export type EndResult =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason: "not-found" | "forbidden" | "not-allowed";
    };

/** Why a request closed, kept on the row for the record. */
const outcomes: Partial<Record<SessionAction, string>> = {
  deny: "denied",
  expire: "expired",
  lock_out: "wrong-codes",
  time_out: "timeout",
};

export type Step = {
  readonly action: SessionAction;
  readonly actor: SessionActor;
  /** Who, for the record: "customer", "staff ann@example.com", "system". */
  readonly by: string;
  readonly now: Date;
  /** Columns the step sets besides its state, such as the code's hash. */
  readonly set?: Partial<typeof remoteSessions.$inferInsert>;
  readonly note?: string;
};

/**
 * The one writer of a request's state (docs/product.md §19): checks the
 * table in lib/remote/status.ts, writes the new state with the step's
 * time and actor, raises the version, and adds the step to the booking's
 * history with the computer and the access asked for. The caller holds the
 * row's lock. Returns the row as written, or undefined when the table does
 * not allow the step.
 */
export async function applyStep(
  tx: Transaction,
  row: SessionRow,
  step: Step,
): Promise<SessionRow | undefined> {
  const to = transition(
    sessionTransitions,
    row.status,
    step.action,
    step.actor,
  );
  if (!to) return undefined;
  const closes = to !== row.status && !["approved", "started"].includes(to);
  const [written] = await tx
    .update(remoteSessions)
    .set({
      status: to,
      version: nextVersion(remoteSessions.version),
      updatedAt: step.now,
      ...(closes && {
        endedAt: step.now,
        endedBy: step.by,
        outcome: outcomes[step.action] ?? step.actor,
        codeHash: null,
      }),
      ...step.set,
    })
    .where(eq(remoteSessions.id, row.id))
    .returning();
  await recordOnBooking(tx, written!, `remote_${step.action}`, step);
  return written;
}

/** The step in the booking's history: its state stays, the note names the computer. */
export async function recordOnBooking(
  tx: Transaction,
  session: SessionRow,
  action: string,
  { by, now, note }: { by: string; now: Date; note?: string },
): Promise<void> {
  const [found] = await tx
    .select({
      status: bookings.status,
      name: remoteComputers.name,
      os: remoteComputers.os,
    })
    .from(bookings)
    .innerJoin(remoteComputers, eq(remoteComputers.id, session.computerId))
    .where(eq(bookings.id, session.bookingId));
  const access = session.access === "control" ? "control" : "view";
  const what = t("history.step", {
    access,
    meaning: accessLabel(access),
    computer: computerLabel(found!),
  });
  await noteOnBooking(tx, {
    bookingId: session.bookingId,
    at: now,
    actor: by,
    action,
    status: found!.status,
    note: note ? t("history.withNote", { step: what, note }) : what,
  });
}

const minute = 60_000;

/** Open requests whose time is up at `now`, as SQL: the same edges as `deadline`. */
function overdue(now: Date): SQL {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  return or(
    and(
      eq(remoteSessions.status, "requested"),
      lte(remoteSessions.requestedAt, ago(remoteTimes.requestMinutes * minute)),
    ),
    and(
      eq(remoteSessions.status, "approved"),
      lte(remoteSessions.approvedAt, ago(remoteTimes.codeMinutes * minute)),
    ),
    and(
      eq(remoteSessions.status, "started"),
      lte(
        remoteSessions.startedAt,
        ago(remoteTimes.sessionHours * 60 * minute),
      ),
    ),
  )!;
}

/**
 * Applies the clock to one locked row: an unanswered request or an unused
 * code expires, a session nobody ended is ended by timeout. Returns the row
 * as it stands now.
 */
export async function settleRow(
  tx: Transaction,
  row: SessionRow,
  now: Date,
): Promise<SessionRow> {
  const due = dueAction(row, now);
  if (!due) return row;
  const written = await applyStep(tx, row, {
    action: due,
    actor: "system",
    by: "system",
    now,
    note:
      due === "time_out"
        ? t("history.timeout", { hours: String(remoteTimes.sessionHours) })
        : undefined,
  });
  return written ?? row;
}

/**
 * Expires unanswered requests and unused codes, and ends sessions left open
 * for 8 hours (docs/product.md §19.4), as of `now`. Idempotent and safe when
 * two servers run it at once: each row is locked and checked again before it
 * moves, so a second run finds nothing to do. `scope` narrows it to one
 * account's or one booking's requests, which every read and act settles
 * first. Returns how many requests it moved.
 */
export async function expireRemoteSessions(
  db: Database,
  now: Date,
  scope?: { readonly accountUid?: string; readonly bookingId?: number },
): Promise<number> {
  const where = and(
    overdue(now),
    scope?.accountUid !== undefined
      ? eq(remoteSessions.accountUid, scope.accountUid)
      : undefined,
    scope?.bookingId !== undefined
      ? eq(remoteSessions.bookingId, scope.bookingId)
      : undefined,
  );
  const due = await db
    .select({ id: remoteSessions.id })
    .from(remoteSessions)
    .where(where);
  let moved = 0;
  for (const { id } of due) {
    moved += await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(remoteSessions)
        .where(eq(remoteSessions.id, id))
        .for("update");
      if (!row) return 0;
      const after = await settleRow(tx, row, now);
      return after.status === row.status ? 0 : 1;
    });
  }
  return moved;
}
