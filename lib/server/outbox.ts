import "server-only";
import { randomUUID } from "node:crypto";
import { eq, sql, type SQL } from "drizzle-orm";
import type { Composed } from "@/lib/mail/compose";
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

/**
 * What a queued mail is about: the record whose change it reports, if any,
 * and when that change was made (`now`), from which the mail is due.
 */
export type MailAbout = { bookingId?: number; messageId?: number; now: Date };

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
  about: MailAbout,
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
  { now, ...about }: MailAbout,
) {
  return mails
    .filter((mail): mail is Composed => Boolean(mail))
    .map((mail) => ({
      ...about,
      createdAt: now,
      nextAttemptAt: now,
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

/** How many due notifications a sender takes at once: a rush's mails cost a few statements, not two each. */
const claimBatch = 20;

/**
 * Takes up to `limit` of the oldest notifications that are due and held by no
 * server, oldest first, and holds them for `claimMs`. `skip locked` lets
 * several servers claim at once without waiting on each other or taking the
 * same row.
 */
export async function claimDueNotifications(
  db: Database,
  worker: string,
  now: Date,
  limit = claimBatch,
): Promise<Claimed[]> {
  const until = new Date(now.getTime() + claimMs);
  const rows = await db
    .update(notifications)
    .set({ claimedUntil: until, claimedBy: worker })
    .where(
      sql`${notifications.id} in (select id from ${notifications}
          where status = 'pending' and next_attempt_at <= ${now}
            and (claimed_until is null or claimed_until < ${now})
          order by id limit ${limit} for update skip locked)`,
    )
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** What becomes of a claimed notification: its row's new values, the claim let go. */
type Settled = Pick<
  Claimed,
  "id" | "attempts" | "status" | "nextAttemptAt" | "lastError" | "sentAt"
>;

/** Records every outcome of a round in one statement, on the rows this worker still holds. */
async function settle(db: Database, worker: string, outcomes: Settled[]) {
  if (outcomes.length === 0) return;
  const values = sql.join(
    outcomes.map(
      (o) =>
        sql`(${o.id}::integer, ${o.attempts}::integer, ${o.status}::text, ${o.nextAttemptAt.toISOString()}::timestamptz, ${o.lastError}::text, ${o.sentAt?.toISOString() ?? null}::timestamptz)`,
    ),
    sql`, `,
  );
  await db.execute(sql`update ${notifications}
    set attempts = v.attempts, status = v.status,
      next_attempt_at = v.next_attempt_at, last_error = v.last_error,
      sent_at = v.sent_at, claimed_until = null, claimed_by = null
    from (values ${values}) as v(id, attempts, status, next_attempt_at, last_error, sent_at)
    where ${notifications.id} = v.id and ${notifications.claimedBy} = ${worker}`);
}

/**
 * Sends every notification that is due, oldest first, and records each
 * outcome: sent once SMTP accepted it, else tried again on the schedule of
 * lib/requests/retry.ts, and failed when that runs out. Mails are claimed and
 * settled a batch at a time; a mail is begun only while its claim has time
 * left for the mailer's timeouts, and the rest are let go for the next round.
 * Stops taking new ones at `deadline`, read on the caller's clock `now`
 * (`clockFrom`). Returns how many went.
 */
export async function sendDueNotifications(
  db: Database,
  send: Send,
  {
    worker = randomUUID() as string,
    now,
    deadline,
  }: { worker?: string; now: () => Date; deadline?: Date },
): Promise<number> {
  let sent = 0;
  const late = () => Boolean(deadline && now() >= deadline);
  for (;;) {
    if (late()) return sent;
    // Elapsed time since the claim, not a calendar clock: how long it holds.
    const claimed = Date.now();
    const rows = await claimDueNotifications(db, worker, now());
    if (rows.length === 0) return sent;
    const outcomes: Settled[] = [];
    for (const row of rows) {
      const held = Date.now() - claimed < claimMs / 2 && !late();
      if (!held) {
        outcomes.push(row);
        continue;
      }
      const attempts = row.attempts + 1;
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
        const next = nextAttemptAt(attempts, row.createdAt);
        outcomes.push({
          ...row,
          attempts,
          status: next ? "pending" : "failed",
          nextAttemptAt: next ?? row.nextAttemptAt,
          lastError: (error instanceof Error
            ? error.message
            : String(error)
          ).slice(0, 500),
        });
        continue;
      }
      outcomes.push({
        ...row,
        attempts,
        status: "sent",
        sentAt: now(),
        lastError: null,
      });
      sent++;
    }
    await settle(db, worker, outcomes);
  }
}

/**
 * A clock that reads `start` and then advances with the time elapsed since
 * (a monotonic measure, not a second read of the calendar): a sender's round
 * keeps its caller's time, however long it takes.
 */
export function clockFrom(start: Date): () => Date {
  const begun = performance.now();
  return () => new Date(start.getTime() + (performance.now() - begun));
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

/** Erases the personal fields of the mails `where` picks (an erased account's, a lapsed record's). */
export async function eraseMails(
  db: Database | Transaction,
  where: SQL | undefined,
): Promise<void> {
  await db.update(notifications).set(erasedMail).where(where);
}

/** Forgets only the recipient of the mails `where` picks, keeping what they said. */
export async function forgetRecipients(
  db: Database | Transaction,
  where: SQL | undefined,
): Promise<void> {
  await db.update(notifications).set({ toAddress: null }).where(where);
}
