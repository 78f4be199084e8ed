import "server-only";
import { translator } from "@/lib/i18n/catalogue";
import { noteOnBooking } from "@/lib/server/bookings/history";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { SessionAccess } from "@/data/remote-sessions";
import type { Composed } from "@/lib/mail/compose";
import { composeAddComputer, composeSessionRequest } from "@/lib/remote/mail";
import type { SessionView } from "@/lib/remote/record";
import { computerLabel } from "@/lib/remote/labels";
import {
  mayAskOnBooking,
  remoteEligibility,
  type Caller,
} from "@/lib/remote/rules";
import { openStatuses } from "@/lib/remote/status";
import type { Database, Transaction } from "@/lib/server/db/client";
import { isUniqueViolation } from "@/lib/server/db/errors";
import {
  bookings,
  remoteComputers,
  remoteSessions,
} from "@/lib/server/db/schema";
import { queueMail } from "@/lib/server/outbox";
import { computersOf } from "./computers";
import { expireRemoteSessions, recordOnBooking } from "./steps";
import { view } from "./views";

const t = translator("en", "remoteDesk");

/** The customer's e-mail, with its own recipient, in the caller's transaction. */
async function mailCustomer(
  tx: Transaction,
  booking: { id: number; email: string | null },
  mail: Composed,
  now: Date,
): Promise<void> {
  if (!booking.email) return;
  await queueMail(tx, [{ ...mail, to: booking.email }], {
    bookingId: booking.id,
    now,
  });
}

/** Staff (or later an assigned Tech), with how the record names them. */
export type Asker = Caller & { readonly by: string };

export type AskResult =
  | { readonly ok: true; readonly session: SessionView }
  | {
      readonly ok: false;
      readonly reason:
        | "not-found"
        | "forbidden"
        | "ineligible"
        | "no-computer"
        | "unknown-computer"
        | "open-exists";
      readonly message: string;
    };

/**
 * Asks for a remote session on a booking (docs/product.md §19.2): only a
 * caller `mayAskOnBooking` allows, on a booking `remoteEligibility` allows,
 * for one of the booking's account's registered computers, and while no
 * other request on the booking is open (the partial unique index holds that
 * even against a race). The customer is e-mailed in the same transaction;
 * with no computer registered, they are e-mailed to add one and nothing
 * else happens.
 */
export async function askForSession(
  db: Database,
  {
    reference,
    computerId,
    access,
    caller,
    asker,
    accountUrl,
    now,
  }: {
    reference: string;
    computerId: number;
    access: SessionAccess;
    caller: Asker;
    /** The asker as the customer's e-mail names them. */
    asker: string;
    accountUrl: string;
    now: Date;
  },
): Promise<AskResult> {
  const [found] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.reference, reference));
  if (!found)
    return {
      ok: false,
      reason: "not-found",
      message: t("refusals.noSuchBooking"),
    };
  await expireRemoteSessions(db, now, { bookingId: found.id });
  try {
    return await db.transaction(async (tx): Promise<AskResult> => {
      const [booking] = await tx
        .select()
        .from(bookings)
        .where(eq(bookings.id, found.id))
        .for("update");
      if (!booking || !mayAskOnBooking(caller, booking)) {
        return {
          ok: false,
          reason: "forbidden",
          message: t("eligibility.forbidden"),
        };
      }
      const eligible = remoteEligibility(booking);
      if (!eligible.ok) {
        return {
          ok: false,
          reason: "ineligible",
          message: t(`eligibility.${eligible.reason}`),
        };
      }
      const computers = await computersOf(tx, eligible.accountUid);
      if (computers.length === 0) {
        await mailCustomer(
          tx,
          booking,
          composeAddComputer({ reference, asker, accountUrl }),
          now,
        );
        await noteOnBooking(tx, {
          bookingId: booking.id,
          at: now,
          actor: caller.by,
          action: "remote_no_computer",
          status: booking.status,
          note: t("history.noComputer"),
        });
        return {
          ok: false,
          reason: "no-computer",
          message: t("refusals.noComputer"),
        };
      }
      const [computer] = await tx
        .select()
        .from(remoteComputers)
        .where(
          and(
            eq(remoteComputers.id, computerId),
            eq(remoteComputers.accountUid, eligible.accountUid),
            isNull(remoteComputers.removedAt),
          ),
        )
        .for("update");
      if (!computer) {
        return {
          ok: false,
          reason: "unknown-computer",
          message: t("refusals.unknownComputer"),
        };
      }
      const [open] = await tx
        .select({ id: remoteSessions.id })
        .from(remoteSessions)
        .where(
          and(
            eq(remoteSessions.bookingId, booking.id),
            inArray(remoteSessions.status, [...openStatuses]),
          ),
        );
      if (open) return openExists;
      const [session] = await tx
        .insert(remoteSessions)
        .values({
          bookingId: booking.id,
          computerId: computer.id,
          accountUid: eligible.accountUid,
          access,
          requestedBy: caller.by,
          requestedAt: now,
          updatedAt: now,
        })
        .returning();
      await recordOnBooking(tx, session!, "remote_request", {
        by: caller.by,
        now,
      });
      await mailCustomer(
        tx,
        booking,
        composeSessionRequest({
          reference,
          asker,
          computer: computerLabel(computer),
          access,
          accountUrl,
        }),
        now,
      );
      return {
        ok: true,
        session: view(session!, reference, computerLabel(computer), "staff"),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return openExists;
    throw error;
  }
}

const openExists = {
  ok: false,
  reason: "open-exists",
  message: t("refusals.openExists"),
} as const;
