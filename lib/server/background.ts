import "server-only";
import { after } from "next/server";
import { connection } from "@/lib/server/db/client";
import { clockFrom, sendDueNotifications } from "@/lib/server/outbox";
import { deliver } from "@/lib/server/requests/mailer";

// The server's start and its periodic work are in ./server-start.ts, which
// calls everything; this module is what a change calls to send its mail.

type State = {
  sending?: Promise<void>;
  again?: boolean;
};
const state = ((globalThis as { __background?: State }).__background ??= {});

function log(what: string, error: unknown) {
  console.error(`${what}:`, error instanceof Error ? error.message : error);
}

/**
 * Sends what the outbox holds that is due, now, and resolves when it is done.
 * Calls that arrive while a round is running ask for one more round, so no
 * new notification waits for the next periodic run.
 */
export function sendNotificationsNow(): Promise<void> {
  if (state.sending) {
    state.again = true;
    return state.sending;
  }
  state.sending = (async () => {
    do {
      state.again = false;
      try {
        // The sender's own edge: a round runs after the change that asked
        // for it, so it reads the time it starts at, once.
        await sendDueNotifications((await connection()).db, deliver, {
          now: clockFrom(new Date()),
        });
      } catch (error) {
        log("Outbox", error);
      }
    } while (state.again);
  })().finally(() => {
    state.sending = undefined;
  });
  return state.sending;
}

/**
 * For a Server Action or route that has just written to the outbox: the mail
 * goes once the response is sent. `after()` keeps a serverless function alive
 * until it is done; if the host stops it anyway, the cron route sends it.
 */
export function sendNotificationsAfterResponse(): void {
  after(sendNotificationsNow);
}
