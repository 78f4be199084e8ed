import "server-only";
import type { MessageStatus } from "@/lib/requests/messages";
import type { Database } from "@/lib/server/db/client";
import type { messages } from "@/lib/server/db/schema";
import {
  changeRecord,
  messageRecords,
  type RecordChangeResult,
} from "@/lib/server/records";

export type Message = typeof messages.$inferSelect;

/** A contact message's one move: staff mark it answered (docs/product.md §15). */
const answer = { from: "new", to: "answered" } as const satisfies {
  from: MessageStatus;
  to: MessageStatus;
};

export type MessageChangeResult = RecordChangeResult<"message", Message>;

/**
 * Marks a message answered through changeRecord, as changeBooking moves a
 * booking: the row locked, the version the caller saw checked, the state and
 * version written, and the history entry added.
 */
export async function answerMessage(
  db: Database,
  reference: string,
  {
    by,
    expectedVersion,
    note,
    now,
  }: {
    /** For the history: "staff ann@example.com". */
    by: string;
    expectedVersion?: number;
    note?: string | null;
    now: Date;
  },
): Promise<MessageChangeResult> {
  return changeRecord(db, messageRecords, reference, {
    action: "answer",
    by,
    expectedVersion,
    note,
    now,
    to: (current) => (current.status === answer.from ? answer.to : undefined),
  });
}
