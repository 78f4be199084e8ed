import "server-only";
import { eq, sql } from "drizzle-orm";
import type { MessageStatus } from "@/lib/requests/messages";
import type { Database } from "@/lib/server/db/client";
import { messageEvents, messages } from "@/lib/server/db/schema";

export type Message = typeof messages.$inferSelect;

/** A contact message's one move: staff mark it answered (docs/product.md §15). */
const answer = { from: "new", to: "answered" } as const satisfies {
  from: MessageStatus;
  to: MessageStatus;
};

export type MessageChangeResult =
  | { readonly ok: true; readonly message: Message }
  | { readonly ok: false; readonly reason: "not-found" }
  | {
      readonly ok: false;
      readonly reason: "stale" | "not-allowed";
      readonly message: Message;
    };

/**
 * Marks a message answered, as changeBooking moves a booking: in one
 * transaction the row is locked, the version the caller saw is checked, the
 * state and version written, and the history entry added.
 */
export async function answerMessage(
  db: Database,
  reference: string,
  {
    by,
    expectedVersion,
    note,
    now = new Date(),
  }: {
    /** For the history: "staff ann@example.com". */
    by: string;
    expectedVersion?: number;
    note?: string | null;
    now?: Date;
  },
): Promise<MessageChangeResult> {
  return db.transaction(async (tx): Promise<MessageChangeResult> => {
    const [current] = await tx
      .select()
      .from(messages)
      .where(eq(messages.reference, reference))
      .for("update");
    if (!current) return { ok: false, reason: "not-found" };
    if (expectedVersion !== undefined && expectedVersion !== current.version) {
      return { ok: false, reason: "stale", message: current };
    }
    if (current.status !== answer.from) {
      return { ok: false, reason: "not-allowed", message: current };
    }
    const [message] = await tx
      .update(messages)
      .set({
        status: answer.to,
        version: sql`${messages.version} + 1`,
        updatedAt: now,
      })
      .where(eq(messages.id, current.id))
      .returning();
    await tx.insert(messageEvents).values({
      messageId: current.id,
      at: now,
      actor: by,
      action: "answer",
      fromStatus: current.status,
      toStatus: answer.to,
      note: note || null,
    });
    return { ok: true, message: message! };
  });
}
