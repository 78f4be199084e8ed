import "server-only";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { SessionAccess } from "@/data/remote-sessions";
import type { Composed } from "@/lib/requests/compose";
import { composeAddComputer, composeSessionRequest } from "@/lib/remote/mail";
import {
  sessionView,
  type SessionView,
  type Viewer,
} from "@/lib/remote/record";
import {
  computerLabel,
  eligibilityText,
  mayAskOnBooking,
  remoteEligibility,
  type Caller,
} from "@/lib/remote/rules";
import {
  afterWrongCode,
  openStatuses,
  signInIsFresh,
} from "@/lib/remote/sessions";
import type { Database } from "@/lib/server/db/client";
import {
  bookingEvents,
  bookings,
  notifications,
  remoteComputers,
  remoteSessions,
} from "@/lib/server/db/schema";
import { codeMatches, drawCode, hashCode, remoteCodeSecret } from "./code";
import { computersOf } from "./computers";
import {
  applyStep,
  expireRemoteSessions,
  recordOnBooking,
  settleRow,
  type SessionRow,
  type Transaction,
} from "./steps";

export { expireRemoteSessions };

/** Staff (or later an assigned Tech), with how the record names them. */
export type Asker = Caller & { readonly by: string };

/** The customer's e-mail, in the outbox with its own recipient, in the caller's transaction. */
async function queueCustomerMail(
  tx: Transaction,
  bookingId: number,
  address: string | null,
  mail: Composed,
): Promise<void> {
  if (!address) return;
  await tx.insert(notifications).values({
    bookingId,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    replyToName: mail.replyTo.name,
    replyToAddress: mail.replyTo.address,
    toAddress: address,
  });
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

export type AskResult =
  | { readonly ok: true; readonly session: SessionView }
  | {
      readonly ok: false;
      readonly reason:
        | "not-found"
        | "forbidden"
        | "ineligible"
        | "no-computer"
        | "unknown-computer"
        | "open-exists";
      readonly message: string;
    };

/**
 * Asks for a remote session on a booking (docs/product.md §19.2): only a
 * caller `mayAskOnBooking` allows, on a booking `remoteEligibility` allows,
 * for one of the booking's account's registered computers, and while no
 * other request on the booking is open (the partial unique index holds that
 * even against a race). The customer is e-mailed in the same transaction;
 * with no computer registered, they are e-mailed to add one and nothing
 * else happens.
 */
export async function askForSession(
  db: Database,
  {
    reference,
    computerId,
    access,
    caller,
    asker,
    accountUrl,
    now,
  }: {
    reference: string;
    computerId: number;
    access: SessionAccess;
    caller: Asker;
    /** The asker as the customer's e-mail names them. */
    asker: string;
    accountUrl: string;
    now: Date;
  },
): Promise<AskResult> {
  const [found] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.reference, reference));
  if (!found)
    return { ok: false, reason: "not-found", message: "No such booking." };
  await expireRemoteSessions(db, now, { bookingId: found.id });
  try {
    return await db.transaction(async (tx): Promise<AskResult> => {
      const [booking] = await tx
        .select()
        .from(bookings)
        .where(eq(bookings.id, found.id))
        .for("update");
      if (!booking || !mayAskOnBooking(caller, booking)) {
        return {
          ok: false,
          reason: "forbidden",
          message: "You may not ask for a remote session on this booking.",
        };
      }
      const eligible = remoteEligibility(booking);
      if (!eligible.ok) {
        return {
          ok: false,
          reason: "ineligible",
          message: eligibilityText[eligible.reason],
        };
      }
      const computers = await computersOf(tx, eligible.accountUid);
      if (computers.length === 0) {
        await queueCustomerMail(
          tx,
          booking.id,
          booking.email,
          composeAddComputer({ reference, asker, accountUrl }),
        );
        await tx.insert(bookingEvents).values({
          bookingId: booking.id,
          at: now,
          actor: caller.by,
          action: "remote_no_computer",
          fromStatus: booking.status,
          toStatus: booking.status,
          note: "No computer registered; the customer was e-mailed to add one.",
        });
        return {
          ok: false,
          reason: "no-computer",
          message:
            "The customer has no registered computer. We e-mailed them to add one; ask again once they have.",
        };
      }
      const [computer] = await tx
        .select()
        .from(remoteComputers)
        .where(
          and(
            eq(remoteComputers.id, computerId),
            eq(remoteComputers.accountUid, eligible.accountUid),
            isNull(remoteComputers.removedAt),
          ),
        )
        .for("update");
      if (!computer) {
        return {
          ok: false,
          reason: "unknown-computer",
          message:
            "That computer is not one the customer registered. Pick one from the list.",
        };
      }
      const [open] = await tx
        .select({ id: remoteSessions.id })
        .from(remoteSessions)
        .where(
          and(
            eq(remoteSessions.bookingId, booking.id),
            inArray(remoteSessions.status, [...openStatuses]),
          ),
        );
      if (open) return openExists;
      const [session] = await tx
        .insert(remoteSessions)
        .values({
          bookingId: booking.id,
          computerId: computer.id,
          accountUid: eligible.accountUid,
          access,
          requestedBy: caller.by,
          requestedAt: now,
          updatedAt: now,
        })
        .returning();
      await recordOnBooking(tx, session!, "remote_request", {
        by: caller.by,
        now,
      });
      await queueCustomerMail(
        tx,
        booking.id,
        booking.email,
        composeSessionRequest({
          reference,
          asker,
          computer: computerLabel(computer),
          access,
          accountUrl,
        }),
      );
      return {
        ok: true,
        session: view(session!, reference, computerLabel(computer), "staff"),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return openExists;
    throw error;
  }
}

const openExists = {
  ok: false,
  reason: "open-exists",
  message:
    "This booking already has an open remote-session request. Wait for the customer's answer, or end it first.",
} as const;

function view(
  row: SessionRow,
  reference: string,
  computer: string,
  viewer: Viewer,
): SessionView {
  return sessionView({ ...row, reference, computer }, viewer);
}

/** The row, locked, when it belongs to this account; then the clock applied. */
async function lockForCustomer(
  tx: Transaction,
  id: number,
  uid: string,
  now: Date,
): Promise<SessionRow | undefined> {
  const [row] = await tx
    .select()
    .from(remoteSessions)
    .where(and(eq(remoteSessions.id, id), eq(remoteSessions.accountUid, uid)))
    .for("update");
  return row && settleRow(tx, row, now);
}

export type DecideResult =
  | { readonly ok: true; readonly code?: string }
  | {
      readonly ok: false;
      readonly reason: "not-found" | "stale-sign-in" | "not-allowed";
    };

/**
 * The customer's answer (docs/product.md §19.3). Only the account the
 * request was made for may answer; approving needs a sign-in at most 5
 * minutes old and returns the one-time code, which is kept only as its hash
 * and is never shown again. The first answer is final.
 */
export async function decideSession(
  db: Database,
  {
    id,
    uid,
    decision,
    authTime,
    now,
  }: {
    id: number;
    uid: string;
    decision: "approve" | "deny";
    authTime: Date;
    now: Date;
  },
): Promise<DecideResult> {
  const secret = await remoteCodeSecret(db);
  return db.transaction(async (tx): Promise<DecideResult> => {
    const row = await lockForCustomer(tx, id, uid, now);
    if (!row) return { ok: false, reason: "not-found" };
    if (row.status !== "requested") return { ok: false, reason: "not-allowed" };
    if (decision === "deny") {
      const done = await applyStep(tx, row, {
        action: "deny",
        actor: "customer",
        by: "customer",
        now,
        set: { decidedAt: now },
      });
      return done ? { ok: true } : { ok: false, reason: "not-allowed" };
    }
    if (!signInIsFresh(authTime, now)) {
      return { ok: false, reason: "stale-sign-in" };
    }
    const code = drawCode();
    const done = await applyStep(tx, row, {
      action: "approve",
      actor: "customer",
      by: "customer",
      now,
      set: {
        decidedAt: now,
        approvedAt: now,
        codeHash: hashCode(secret, row.id, code),
      },
    });
    return done ? { ok: true, code } : { ok: false, reason: "not-allowed" };
  });
}

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
        message:
          "This booking has no approved request with a code that still works. A code works once and for 10 minutes; ask again if it expired.",
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
      note: `Wrong code ${row.wrongCodes + 1} of 5.`,
    });
    return action === "lock_out"
      ? {
          ok: false,
          reason: "locked-out",
          message:
            "That code is wrong, and it was the fifth wrong code: the request is ended. Ask for a new one.",
        }
      : {
          ok: false,
          reason: "wrong-code",
          message: `That code is wrong. ${4 - row.wrongCodes} more wrong codes end the request.`,
        };
  });
}

const refusals = {
  "not-found": "No such booking.",
  forbidden: "You may not act on remote sessions of this booking.",
} as const;

export type EndResult =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason: "not-found" | "forbidden" | "not-allowed";
    };

/** The customer ends their request or session, from the account, at any time. */
export async function endByCustomer(
  db: Database,
  { id, uid, now }: { id: number; uid: string; now: Date },
): Promise<EndResult> {
  return db.transaction(async (tx): Promise<EndResult> => {
    const row = await lockForCustomer(tx, id, uid, now);
    if (!row) return { ok: false, reason: "not-found" };
    const done = await applyStep(tx, row, {
      action: "end",
      actor: "customer",
      by: "customer",
      now,
    });
    return done ? { ok: true } : { ok: false, reason: "not-allowed" };
  });
}

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

const listed = {
  row: remoteSessions,
  reference: bookings.reference,
  name: remoteComputers.name,
  os: remoteComputers.os,
};

async function viewOf(
  tx: Transaction | Database,
  row: SessionRow,
  viewer: Viewer,
): Promise<SessionView> {
  const [found] = await tx
    .select({
      reference: bookings.reference,
      name: remoteComputers.name,
      os: remoteComputers.os,
    })
    .from(bookings)
    .innerJoin(remoteComputers, eq(remoteComputers.id, row.computerId))
    .where(eq(bookings.id, row.bookingId));
  return view(row, found!.reference, computerLabel(found!), viewer);
}

/** The account's requests, newest first, with the clock applied first. */
export async function sessionsOfAccount(
  db: Database,
  uid: string,
  now: Date,
): Promise<SessionView[]> {
  await expireRemoteSessions(db, now, { accountUid: uid });
  const rows = await db
    .select(listed)
    .from(remoteSessions)
    .innerJoin(bookings, eq(bookings.id, remoteSessions.bookingId))
    .innerJoin(
      remoteComputers,
      eq(remoteComputers.id, remoteSessions.computerId),
    )
    .where(eq(remoteSessions.accountUid, uid))
    .orderBy(desc(remoteSessions.requestedAt), desc(remoteSessions.id))
    .limit(50);
  return rows.map((r) =>
    view(r.row, r.reference, computerLabel(r), "customer"),
  );
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
    reason: eligible.ok ? null : eligibilityText[eligible.reason],
    computers: computers.map((c) => ({ id: c.id, label: computerLabel(c) })),
    sessions: rows.map((r) =>
      view(r.row, r.reference, computerLabel(r), "staff"),
    ),
  };
}
