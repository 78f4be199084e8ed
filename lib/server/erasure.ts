import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import {
  bookingEvents,
  bookings,
  messageEvents,
  messages,
  notifications,
} from "@/lib/server/db/schema";
import type { BookingStatus } from "@/lib/bookings/status";
import {
  bookingContactFields,
  messageContactFields,
} from "@/lib/requests/contact-fields";
import type { MessageStatus } from "@/lib/requests/messages";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

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

/** What erasing leaves of the company's e-mails: that they existed, and how they went. */
const erasedMail = {
  subject: "(erased)",
  text: "",
  html: "",
  replyToName: null,
  replyToAddress: null,
  // A customer's mail not yet sent has no one left to go to: it must never
  // fall back to the company's address.
  status: sql<string>`case when ${notifications.toAddress} is not null and ${notifications.status} = 'pending' then 'failed' else ${notifications.status} end`,
  toAddress: null,
  attachments: null,
};

/**
 * Empties the personal fields of these bookings and of the company's e-mails
 * about them, with a history entry each (docs/product.md §12.6, §13.5). The
 * reference, services, totals, dates and states stay. Also drops the link to
 * an account, which is either gone or going.
 */
export async function eraseBookings(
  tx: Transaction,
  rows: readonly { id: number; status: BookingStatus }[],
  { now, actor, note }: Erasure,
): Promise<void> {
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.id);
  await tx
    .update(bookings)
    .set({
      accountUid: null,
      ...emptied(bookingContactFields),
      erasedAt: now,
      updatedAt: now,
    })
    .where(inArray(bookings.id, ids));
  await tx.insert(bookingEvents).values(
    rows.map(({ id, status }) => ({
      bookingId: id,
      at: now,
      actor,
      action: "erase",
      fromStatus: status,
      toStatus: status,
      note,
    })),
  );
  await tx
    .update(notifications)
    .set(erasedMail)
    .where(inArray(notifications.bookingId, ids));
}

/** The same for contact messages. */
export async function eraseMessages(
  tx: Transaction,
  rows: readonly { id: number; status: MessageStatus }[],
  { now, actor, note }: Erasure,
): Promise<void> {
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.id);
  await tx
    .update(messages)
    .set({
      ...emptied(messageContactFields),
      erasedAt: now,
      updatedAt: now,
    })
    .where(inArray(messages.id, ids));
  await tx.insert(messageEvents).values(
    rows.map(({ id, status }) => ({
      messageId: id,
      at: now,
      actor,
      action: "erase",
      fromStatus: status,
      toStatus: status,
      note,
    })),
  );
  await tx
    .update(notifications)
    .set(erasedMail)
    .where(inArray(notifications.messageId, ids));
}
