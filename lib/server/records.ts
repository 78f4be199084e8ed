import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type {
  PgColumn,
  PgInsertValue,
  PgTable,
  PgUpdateSetSource,
} from "drizzle-orm/pg-core";
import type { Database, Transaction } from "@/lib/server/db/client";
import { nextVersion } from "@/lib/server/db/versioned";
import { runPrepared } from "@/lib/server/db/prepared";
import { mailInsert } from "@/lib/server/outbox";
import {
  bookingEvents,
  bookings,
  messageEvents,
  messages,
  notifications,
} from "@/lib/server/db/schema";

// The one writer of the kept records' tables (bookings, messages' changes):
// every insert into or update of `bookings` is here, whoever calls it.

/**
 * A table of kept records: found by reference, in a state, guarded by a
 * version every change raises, with personal fields that can be erased.
 */
export type RecordTable = PgTable & {
  readonly id: PgColumn;
  readonly reference: PgColumn;
  readonly status: PgColumn;
  readonly version: PgColumn;
  readonly updatedAt: PgColumn;
  readonly erasedAt: PgColumn;
};

export type HistoryTable = PgTable & { readonly id: PgColumn };

/**
 * A kind of kept record the desk acts on (docs/product.md §12.2–3): its
 * table, the table of its history and the history's column that names the
 * record, and the outbox's column that names it.
 */
export type RecordKind<
  Name extends string,
  Table extends RecordTable,
  History extends HistoryTable,
> = {
  /** What the record is called: "booking", "message". */
  readonly name: Name;
  readonly table: Table;
  readonly history: History;
  readonly historyKey: keyof History["$inferInsert"] & string;
  readonly mails: PgColumn;
};

export const bookingRecords = {
  name: "booking",
  table: bookings,
  history: bookingEvents,
  historyKey: "bookingId",
  mails: notifications.bookingId,
} as const satisfies RecordKind<
  "booking",
  typeof bookings,
  typeof bookingEvents
>;

export const messageRecords = {
  name: "message",
  table: messages,
  history: messageEvents,
  historyKey: "messageId",
  mails: notifications.messageId,
} as const satisfies RecordKind<
  "message",
  typeof messages,
  typeof messageEvents
>;

export type Status<Table extends RecordTable> = Table["$inferSelect"] extends {
  status: infer S;
}
  ? S
  : never;

/** A record as read: the columns every kind has, typed for the generic code here. */
export type Row<Table extends RecordTable> = Table["$inferSelect"] & {
  id: number;
  version: number;
  status: Status<Table>;
};

/** The record under its kind's name: `{ booking }`, `{ message }`. */
type Named<Name extends string, Record> = { readonly [N in Name]: Record };

export type RecordChangeResult<Name extends string, Record> =
  | ({ readonly ok: true } & Named<Name, Record>)
  | { readonly ok: false; readonly reason: "not-found" }
  /** Changed since the caller saw it, or in a state the action does not apply to. */
  | ({
      readonly ok: false;
      readonly reason: "stale" | "not-allowed";
    } & Named<Name, Record>);

export type RecordChange<
  Table extends RecordTable,
  History extends HistoryTable,
> = {
  readonly action: string;
  /** Who, for the history: "staff ann@example.com", "visitor", "account". */
  readonly by: string;
  /** The version the caller saw; a record changed since is not overwritten. */
  readonly expectedVersion?: number;
  readonly note?: string | null;
  readonly now: Date;
  /** The state the action leads to from the record as it is, or undefined where it does not apply. */
  readonly to: (current: Row<Table>) => Status<Table> | undefined;
  /** False where the caller may not act on this record: it reads as not found. */
  readonly visible?: (current: Row<Table>) => boolean;
  /** What the change writes on the record besides its state, version and time. */
  readonly set?: PgUpdateSetSource<Table>;
  /** What the history entry holds besides who, when, the action, the states and the note. */
  readonly entry?: Partial<History["$inferInsert"]>;
  /** The kind's own writes (details of the entry, the outbox), in the same transaction. */
  readonly also?: (
    tx: Transaction,
    written: { before: Row<Table>; after: Row<Table>; entryId: number },
  ) => Promise<void>;
};

/** The record of this kind with this reference, if there is one. */
export async function findRecord<
  Name extends string,
  Table extends RecordTable,
  History extends HistoryTable,
>(
  db: Database,
  { table }: RecordKind<Name, Table, History>,
  reference: string,
): Promise<Row<Table> | undefined> {
  const [row] = (await db
    .select()
    .from(table as RecordTable)
    .where(eq(table.reference, reference))) as Row<Table>[];
  return row;
}

/** One history entry: which record, who, when, the action, from which state to which, and why. */
export type HistoryEntry<
  Table extends RecordTable,
  History extends HistoryTable,
> = {
  readonly recordId: number;
  readonly at: Date;
  readonly actor: string;
  readonly action: string;
  readonly fromStatus: Status<Table> | null;
  readonly toStatus: Status<Table>;
  readonly note: string | null;
  /** What else the kind's history holds (a booking's fee). */
  readonly more?: Partial<History["$inferInsert"]>;
};

/** Adds entries to the history of records of this kind; returns their ids, in order. */
export async function addHistory<
  Name extends string,
  Table extends RecordTable,
  History extends HistoryTable,
>(
  tx: Transaction,
  { history, historyKey }: RecordKind<Name, Table, History>,
  entries: NoInfer<readonly HistoryEntry<Table, History>[]>,
): Promise<number[]> {
  const rows = await tx
    .insert(history)
    .values(
      entries.map(
        ({ recordId, more, ...entry }) =>
          ({
            [historyKey]: recordId,
            ...entry,
            ...more,
          }) as PgInsertValue<History>,
      ),
    )
    .returning({ id: history.id });
  return rows.map((row) => row.id as number);
}

/**
 * One change of a kept record, in one transaction: the row is locked, the
 * version the caller saw is checked, the new state written with the version
 * raised, and a history entry added (docs/product.md §12.2, §15.8). A record
 * changed since, or in a state the action does not apply to, is left as it is
 * and returned as it is now. Nothing is deleted.
 */
export async function changeRecord<
  Name extends string,
  Table extends RecordTable,
  History extends HistoryTable,
>(
  db: Database,
  kind: RecordKind<Name, Table, History>,
  reference: string,
  change: NoInfer<RecordChange<Table, History>>,
): Promise<RecordChangeResult<Name, Row<Table>>> {
  type Result = RecordChangeResult<Name, Row<Table>>;
  const { name, table } = kind;
  const named = (record: Row<Table>) =>
    ({ [name]: record }) as Named<Name, Row<Table>>;
  return db.transaction(async (tx): Promise<Result> => {
    const [current] = (await tx
      .select()
      .from(table as RecordTable)
      .where(eq(table.reference, reference))
      .for("update")) as Row<Table>[];
    if (!current || change.visible?.(current) === false) {
      return { ok: false, reason: "not-found" };
    }
    if (
      change.expectedVersion !== undefined &&
      change.expectedVersion !== current.version
    ) {
      return { ok: false, reason: "stale", ...named(current) };
    }
    const to = change.to(current);
    if (to === undefined) {
      return { ok: false, reason: "not-allowed", ...named(current) };
    }
    const [after] = (await tx
      .update(table)
      .set({
        status: to,
        version: nextVersion(table.version),
        updatedAt: change.now,
        ...change.set,
      } as PgUpdateSetSource<Table>)
      .where(eq(table.id, current.id))
      .returning()) as Row<Table>[];
    const [entryId] = await addHistory(tx, kind, [
      {
        recordId: current.id,
        at: change.now,
        actor: change.by,
        action: change.action,
        fromStatus: current.status,
        toStatus: to,
        note: change.note || null,
        more: change.entry,
      },
    ]);
    await change.also?.(tx, {
      before: current,
      after: after!,
      entryId: entryId!,
    });
    return { ok: true, ...named(after!) };
  });
}

/**
 * Empties these records' personal fields (whatever `personal` sets) and marks
 * them erased; the caller writes their history (docs/product.md §12.6).
 */
export async function eraseFields<
  Name extends string,
  Table extends RecordTable,
  History extends HistoryTable,
>(
  tx: Transaction,
  { table }: RecordKind<Name, Table, History>,
  ids: readonly number[],
  personal: NoInfer<PgUpdateSetSource<Table>>,
  now: Date,
): Promise<void> {
  await tx
    .update(table)
    .set({
      ...personal,
      erasedAt: now,
      updatedAt: now,
    } as PgUpdateSetSource<Table>)
    .where(inArray(table.id, [...ids]));
}

type NewBooking = typeof bookings.$inferInsert;

/** A new booking in the caller's transaction; returns its id. */
export async function insertBooking(
  tx: Transaction,
  booking: NewBooking,
): Promise<number> {
  const [row] = await tx
    .insert(bookings)
    .values(booking)
    .returning({ id: bookings.id });
  return row!.id;
}

/**
 * A checkout's booking, its first history entry and its mails, in one `with`
 * statement prepared once per shape (`runPrepared`): atomic as a transaction
 * is, in one round trip, which is what a rush of bookings waits on
 * (docs/performance.md).
 */
export async function insertBookingWithMails(
  db: Database,
  values: {
    booking: NewBooking;
    event: Omit<typeof bookingEvents.$inferInsert, "bookingId">;
    mails: readonly Omit<typeof notifications.$inferInsert, "bookingId">[];
  },
): Promise<void> {
  await runPrepared(
    db,
    "create_booking",
    {
      booking: [values.booking],
      event: [values.event],
      mails: values.mails,
    },
    (named) => {
      const inserted = db.$with("inserted").as(
        db
          .insert(bookings)
          .values(named.booking[0] as NewBooking)
          .returning({ id: bookings.id }),
      );
      const bookingId = sql`(select ${inserted.id} from ${inserted})`;
      const history = db.$with("history").as(
        db.insert(bookingEvents).values({
          ...(named.event[0] as typeof bookingEvents.$inferInsert),
          bookingId,
        }),
      );
      // The company's copy is always among the mails.
      const queued = db.$with("queued").as(
        mailInsert(
          db,
          named.mails.map((mail) => ({
            ...(mail as typeof notifications.$inferInsert),
            bookingId,
          })),
        ),
      );
      return db
        .with(inserted, history, queued)
        .select({ id: inserted.id })
        .from(inserted);
    },
  );
}

/**
 * The bookings without an account, not erased, booked with this e-mail in
 * any case, given to the account; returns those that joined.
 */
export async function joinBookings(
  tx: Transaction,
  { uid, email }: { uid: string; email: string },
  now: Date,
): Promise<
  { id: number; reference: string; status: Status<typeof bookings> }[]
> {
  return tx
    .update(bookings)
    .set({ accountUid: uid, updatedAt: now })
    .where(
      and(
        isNull(bookings.accountUid),
        isNull(bookings.erasedAt),
        sql`lower(${bookings.email}) = lower(${email})`,
      ),
    )
    .returning({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
    });
}
