import "server-only";
import { inArray } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Transaction } from "@/lib/server/db/client";
import { eraseMails } from "@/lib/server/outbox";
import {
  addHistory,
  bookingRecords,
  eraseFields,
  messageRecords,
  type HistoryTable,
  type RecordKind,
  type RecordTable,
  type Status,
} from "@/lib/server/records";
import type { BookingStatus } from "@/lib/bookings/status";
import {
  bookingContactFields,
  messageContactFields,
} from "@/lib/requests/contact-fields";
import type { MessageStatus } from "@/lib/requests/messages";
import { eraseReviewAuthors } from "@/lib/server/reviews/store";

type Erasure = {
  readonly now: Date;
  /** Who erases, for the history: "system" (retention) or "account". */
  readonly actor: string;
  readonly note: string;
};

/** Each of these fields null. */
function emptied<Field extends string>(
  fields: readonly Field[],
): Record<Field, null> {
  return Object.fromEntries(fields.map((field) => [field, null])) as Record<
    Field,
    null
  >;
}

/**
 * Empties the personal fields of these records (whatever `personal` sets)
 * and the company's e-mails about them, with a history entry each
 * (docs/product.md §12.6, §13.5). The reference, services, totals, dates and
 * states stay.
 */
async function eraseRecords<
  Name extends string,
  Table extends RecordTable,
  History extends HistoryTable,
>(
  tx: Transaction,
  kind: RecordKind<Name, Table, History>,
  rows: readonly { id: number; status: Status<Table> }[],
  personal: NoInfer<PgUpdateSetSource<Table>>,
  { now, actor, note }: Erasure,
): Promise<void> {
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.id);
  await eraseFields(tx, kind, ids, personal, now);
  await addHistory(
    tx,
    kind,
    rows.map(({ id, status }) => ({
      recordId: id,
      at: now,
      actor,
      action: "erase",
      fromStatus: status,
      toStatus: status,
      note,
    })),
  );
  await eraseMails(tx, inArray(kind.mails, ids));
}

/**
 * Erases these bookings' contact fields, and drops their link to an account,
 * which is either gone or going; their reviews stay, signed "a customer"
 * (docs/product.md §24.5).
 */
export async function eraseBookings(
  tx: Transaction,
  rows: readonly { id: number; status: BookingStatus }[],
  erasure: Erasure,
): Promise<void> {
  await eraseRecords(
    tx,
    bookingRecords,
    rows,
    { accountUid: null, ...emptied(bookingContactFields) },
    erasure,
  );
  await eraseReviewAuthors(
    tx,
    rows.map((row) => row.id),
    erasure,
  );
}

/** Erases these messages' contact fields. */
export async function eraseMessages(
  tx: Transaction,
  rows: readonly { id: number; status: MessageStatus }[],
  erasure: Erasure,
): Promise<void> {
  await eraseRecords(
    tx,
    messageRecords,
    rows,
    emptied(messageContactFields),
    erasure,
  );
}
