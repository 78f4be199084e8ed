import "server-only";
import { forgetNotesOfErasedBookings } from "@/lib/server/bookings/history";
import { and, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { eraseChangedBefore } from "@/lib/requests/retention";
import type { Database } from "@/lib/server/db/client";
import { forgetRecipients } from "@/lib/server/outbox";
import {
  bookings,
  notifications,
  remoteComputers,
} from "@/lib/server/db/schema";

/**
 * The retention rule for remote sessions (docs/product.md §12.6, §19.5): a
 * removed computer's name and note are erased 24 months after its last
 * change, or at once when its account is deleted (`uid`); and once a
 * booking's personal fields are erased, so are the computer names its
 * history quotes and the address its customer's e-mails went to. States,
 * times and who acted stay. Idempotent: a second run changes nothing.
 */
export async function pruneRemoteSessions(
  db: Database,
  now: Date,
  { uid }: { uid?: string } = {},
): Promise<{ computers: number }> {
  const erased = await db
    .update(remoteComputers)
    .set({
      name: null,
      note: null,
      erasedAt: now,
      updatedAt: now,
      // A deleted account's computers leave its list too.
      removedAt: sql`coalesce(${remoteComputers.removedAt}, ${now})`,
    })
    .where(
      and(
        isNull(remoteComputers.erasedAt),
        uid === undefined
          ? and(
              isNotNull(remoteComputers.removedAt),
              lt(remoteComputers.updatedAt, eraseChangedBefore(now)),
            )
          : eq(remoteComputers.accountUid, uid),
      ),
    )
    .returning({ id: remoteComputers.id });
  await forgetNotesOfErasedBookings(db, "remote\\_%");
  const erasedBookings = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(isNotNull(bookings.erasedAt));
  await forgetRecipients(
    db,
    and(
      isNotNull(notifications.toAddress),
      inArray(notifications.bookingId, erasedBookings),
    ),
  );
  return { computers: erased.length };
}
