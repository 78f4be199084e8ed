import "server-only";
import { rateLimit } from "@/data/request-rules";
import { database, type Database } from "@/lib/server/db/client";
import { clockFrom, sendDueNotifications } from "@/lib/server/outbox";
import { forgetIdleClients } from "@/lib/server/admission";
import { deliver } from "@/lib/server/requests/mailer";
import { runMemberships } from "@/lib/server/memberships/periodic";
import { expireProblems } from "@/lib/server/problems/periodic";
import { queueReminders } from "@/lib/server/reminders";
import { expireRemoteSessions } from "@/lib/server/remote/steps";
import { pruneRemoteSessions } from "@/lib/server/remote/retention";
import { pruneMemberships, pruneRequests } from "@/lib/server/retention";

/**
 * One piece of periodic work. `run` must be idempotent and safe when two
 * servers run it at once (a conditional update, `on conflict do nothing`,
 * `for update skip locked`): a second run changes nothing. `deadline` is when
 * the call's time is up; a task that works through a queue stops taking new
 * items then, and the next call carries on.
 */
export type PeriodicTask = {
  readonly name: string;
  readonly run: (db: Database, now: Date, deadline: Date) => Promise<unknown>;
};

/**
 * Everything the site does on a clock (docs/product.md §14.7). A feature adds
 * its work here as one line.
 */
export const periodicTasks: readonly PeriodicTask[] = [
  {
    name: "outbox",
    run: (db, now, deadline) =>
      sendDueNotifications(db, deliver, { now: clockFrom(now), deadline }),
  },
  { name: "retention", run: pruneRequests },
  { name: "membership retention", run: pruneMemberships },
  {
    name: "remote-session retention",
    run: (db, now) => pruneRemoteSessions(db, now),
  },
  {
    name: "remote-session expiry",
    run: (db, now) => expireRemoteSessions(db, now),
  },
  { name: "booking reminders", run: queueReminders },
  { name: "problem expiry", run: expireProblems },
  { name: "membership renewals and reminders", run: runMemberships },
  {
    name: "rate limits",
    run: (db, now) =>
      forgetIdleClients(db, {
        windowMs: rateLimit.windowMinutes * 60_000,
        now,
      }),
  },
];

/** Default time one call may take: under Vercel's shortest function limit (60 s). */
export const periodicBudgetMs = 45_000;

export type TaskOutcome =
  | { name: string; ok: true; result: unknown }
  | { name: string; ok: false; error: string };

/**
 * The periodic work on the site's database, for the cron route and a
 * long-lived server: when the database cannot be opened, every task is
 * reported as not run.
 */
export async function runSitePeriodicWork(
  now: Date,
  tasks: readonly PeriodicTask[] = periodicTasks,
): Promise<TaskOutcome[]> {
  let db: Database;
  try {
    db = await database();
  } catch (error) {
    const reason = `database unavailable: ${error instanceof Error ? error.message : String(error)}`;
    return tasks.map(({ name }) => ({ name, ok: false, error: reason }));
  }
  return runPeriodicWork(db, now, { tasks });
}

/**
 * Runs every periodic task once, side by side, each isolated: one that throws
 * or overruns the budget is reported and the others finish. Returns within
 * about `budgetMs` even when a task does not (its work goes on in the
 * background and must be safe to find half done: every task is idempotent).
 */
export async function runPeriodicWork(
  db: Database,
  now: Date,
  {
    tasks = periodicTasks,
    budgetMs = periodicBudgetMs,
  }: {
    tasks?: readonly PeriodicTask[];
    budgetMs?: number;
  } = {},
): Promise<TaskOutcome[]> {
  const deadline = new Date(now.getTime() + budgetMs);
  return Promise.all(
    tasks.map(async ({ name, run }): Promise<TaskOutcome> => {
      let timer: NodeJS.Timeout | undefined;
      const overrun = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`still running after ${budgetMs} ms`)),
          budgetMs,
        );
      });
      try {
        const result = await Promise.race([run(db, now, deadline), overrun]);
        return { name, ok: true, result };
      } catch (error) {
        return {
          name,
          ok: false,
          error: error instanceof Error ? error.message : String(error),
        };
      } finally {
        clearTimeout(timer);
      }
    }),
  );
}
