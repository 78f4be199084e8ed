import "server-only";
import { rateLimit } from "@/data/requests";
import { database } from "@/lib/server/db/client";
import { sendDueNotifications, retryUnsentNow } from "@/lib/server/outbox";
import { forgetIdleClients } from "@/lib/server/rate-limit";
import { deliver } from "@/lib/server/requests/mailer";
import { pruneRequests } from "@/lib/server/retention";

const day = 24 * 60 * 60_000;

type State = { started?: boolean; sending?: Promise<void>; again?: boolean };
const state = ((globalThis as { __background?: State }).__background ??= {});

function log(what: string, error: unknown) {
  console.error(`${what}:`, error instanceof Error ? error.message : error);
}

/**
 * Sends what the outbox holds that is due, now. Calls that arrive while a
 * round is running ask for one more round, so no new notification waits for
 * the next interval.
 */
export function sendNotificationsNow(): void {
  if (state.sending) {
    state.again = true;
    return;
  }
  state.sending = (async () => {
    do {
      state.again = false;
      try {
        await sendDueNotifications(await database(), deliver);
      } catch (error) {
        log("Outbox", error);
      }
    } while (state.again);
  })().finally(() => {
    state.sending = undefined;
  });
}

async function dailyChores(): Promise<void> {
  try {
    const db = await database();
    const now = new Date();
    const erased = await pruneRequests(db, now);
    if (erased.bookings + erased.messages > 0) {
      console.log(
        `Retention: erased the personal details of ${erased.bookings} bookings and ${erased.messages} messages.`,
      );
    }
    await forgetIdleClients(db, {
      windowMs: rateLimit.windowMinutes * 60_000,
      now,
    });
  } catch (error) {
    log("Retention", error);
  }
}

/**
 * What a server does beside answering requests: opens the database (which
 * applies migrations) before it takes a request, retries unsent mail at once
 * and then every OUTBOX_INTERVAL_SECONDS (default 30), and applies the
 * retention rule daily. A database that is down is logged, not fatal: static
 * pages are served and the forms give their fallback until it is back.
 */
export async function startBackgroundWork(): Promise<void> {
  if (state.started) return;
  state.started = true;
  try {
    const db = await database();
    await retryUnsentNow(db, new Date());
  } catch (error) {
    log("Database unavailable at start", error);
  }
  const seconds = Number(process.env.OUTBOX_INTERVAL_SECONDS) || 30;
  sendNotificationsNow();
  setInterval(sendNotificationsNow, seconds * 1000).unref();
  void dailyChores();
  setInterval(dailyChores, day).unref();
}
