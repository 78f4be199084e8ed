import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Composed } from "@/lib/requests/compose";
import type { NotificationKey } from "@/lib/requests/message-id";
import { nextAttemptAt } from "@/lib/requests/retry";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "@/lib/server/db/client";
import { notifications } from "@/lib/server/db/schema";

/** How long a server may hold a notification while it sends it; longer than the mailer's timeouts. */
const claimMs = 2 * 60_000;

/** Sends one mail; `notification` names it, for a Message-ID that survives a resend. */
export type Send = (
  mail: Composed,
  notification: NotificationKey,
) => Promise<void>;

/** What a queued mail is about: the record whose change it reports, if any. */
export type MailAbout = { bookingId?: number; messageId?: number };

/**
 * Queues mails in the transaction that makes the change they report, so a
 * change and its mail are kept or lost together: the company's copy, or the
 * customer's when a mail's `to` names them. Absent mails are skipped. This
 * module is the one place a notification row is written (`mailInsert`); the
 * caller then starts the sender (`lib/server/background.ts`) once the
 * transaction has committed.
 * Returns the queued rows' ids, in order, for a record that names its mail.
 */
export async function queueMail(
  tx: Database | Transaction,
  mails: readonly (Composed | undefined | null | false)[],
  about: MailAbout = {},
): Promise<number[]> {
  const rows = mailRows(mails, about);
  if (rows.length === 0) return [];
  const written = await mailInsert(tx, rows).returning({
    id: notifications.id,
  });
  return written.map((row) => row.id);
}

/** The notification rows of the mails given, absent ones skipped. */
export function mailRows(
  mails: readonly (Composed | undefined | null | false)[],
  about: MailAbout = {},
) {
  return mails
    .filter((mail): mail is Composed => Boolean(mail))
    .map((mail) => ({
      ...about,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      replyToName: mail.replyTo.name || null,
      replyToAddress: mail.replyTo.address || null,
      toAddress: mail.to ?? null,
      attachments: mail.attachments ? [...mail.attachments] : null,
    }));
}

/**
 * The insert of notification rows, not yet run: `queueMail`'s, or part of a
 * statement that writes a record and its mails at once (a `with` query),
 * which is atomic without a transaction.
 */
export function mailInsert(
  db: Database | Transaction,
  rows: PgInsertValue<typeof notifications>[],
) {
  return db.insert(notifications).values(rows);
}

type Claimed = typeof notifications.$inferSelect;

/**
 * Takes the oldest notification that is due and held by no server, and holds
 * it for `claimMs`. `skip locked` lets several servers claim at once without
 * waiting on each other or taking the same row.
 */
export async function claimNextNotification(
  db: Database,
  worker: string,
  now: Date,
): Promise<Claimed | undefined> {
  const until = new Date(now.getTime() + claimMs);
  const [row] = await db
    .update(notifications)
    .set({ claimedUntil: until, claimedBy: worker })
    .where(
      eq(
        notifications.id,
        sql`(select id from ${notifications}
          where status = 'pending' and next_attempt_at <= ${now}
            and (claimed_until is null or claimed_until < ${now})
          order by id limit 1 for update skip locked)`,
      ),
    )
    .returning();
  return row;
}

/**
 * Sends every notification that is due, one at a time, and records each
 * outcome: sent once SMTP accepted it, else tried again on the schedule of
 * lib/requests/retry.ts, and failed when that runs out. Stops taking new ones
 * at `deadline`, leaving the rest to the next round. Returns how many went.
 */
export async function sendDueNotifications(
  db: Database,
  send: Send,
  {
    worker = randomUUID() as string,
    now = () => new Date(),
    deadline,
  }: { worker?: string; now?: () => Date; deadline?: Date } = {},
): Promise<number> {
  let sent = 0;
  for (;;) {
    if (deadline && Date.now() >= deadline.getTime()) return sent;
    const row = await claimNextNotification(db, worker, now());
    if (!row) return sent;
    const mine = and(
      eq(notifications.id, row.id),
      eq(notifications.claimedBy, worker),
    );
    try {
      await send(
        {
          ...(row.toAddress && { to: row.toAddress }),
          subject: row.subject,
          text: row.text,
          html: row.html,
          replyTo: {
            name: row.replyToName ?? "",
            address: row.replyToAddress ?? "",
          },
          ...(row.attachments && { attachments: row.attachments }),
        },
        { id: row.id, createdAt: row.createdAt },
      );
    } catch (error) {
      const attempts = row.attempts + 1;
      const next = nextAttemptAt(attempts, row.createdAt);
      await db
        .update(notifications)
        .set({
          attempts,
          status: next ? "pending" : "failed",
          nextAttemptAt: next ?? row.nextAttemptAt,
          lastError: (error instanceof Error
            ? error.message
            : String(error)
          ).slice(0, 500),
          claimedUntil: null,
          claimedBy: null,
        })
        .where(mine);
      continue;
    }
    await db
      .update(notifications)
      .set({
        attempts: row.attempts + 1,
        status: "sent",
        sentAt: now(),
        lastError: null,
        claimedUntil: null,
        claimedBy: null,
      })
      .where(mine);
    sent++;
  }
}

/** Makes every unsent notification due now: what a server does when it starts. */
export async function retryUnsentNow(db: Database, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ nextAttemptAt: now })
    .where(eq(notifications.status, "pending"));
}

/**
 * Frees every claim, for a server that knows no other one shares its database
 * (the embedded engine's locked folder): a claim left by a process that was
 * killed mid-send would otherwise hold its mail for `claimMs`.
 */
export async function releaseClaims(db: Database): Promise<void> {
  await db
    .update(notifications)
    .set({ claimedUntil: null, claimedBy: null })
    .where(eq(notifications.status, "pending"));
}
