"use server";

import "server-only";
import { company } from "@/data/company";
import type { Locale } from "@/data/locale";
import { bookingWhen, statusLabel } from "@/lib/bookings/manage";
import type { AccountBooking } from "@/lib/bookings/manage-state";
import { joinGuestBookings } from "@/lib/server/bookings/join";
import {
  bookingsOfAccount,
  eraseAccountBookings,
  lastDetailsOfAccount,
  type AccountDetails,
} from "@/lib/server/bookings/visitor";
import { database } from "@/lib/server/db/client";
import { adminAuth, verifiedUser } from "@/lib/server/identity";
import { pruneRemoteSessions } from "@/lib/server/remote/retention";
import { translator } from "@/lib/i18n/catalogue";
import { readLocale } from "@/lib/locale";

/* What the signed-in visitor's account does with their bookings on /user and at the checkout. */

function log(what: string, error: unknown) {
  console.error(`${what}:`, error instanceof Error ? error.message : error);
}

/**
 * The signed-in visitor's bookings, newest first, for /user (docs/product.md
 * §13.5); with a verified e-mail, its guest bookings join first (§22).
 */
export async function accountBookings(
  idToken: string,
  locale: Locale = "en",
): Promise<{ ok: true; bookings: AccountBooking[] } | { ok: false }> {
  try {
    const user = await verifiedUser(idToken);
    if (!user) return { ok: false };
    const db = await database();
    if (user.emailVerified && user.email) {
      await joinGuestBookings(
        db,
        { uid: user.uid, email: user.email },
        new Date(),
      );
    }
    const rows = await bookingsOfAccount(db, user.uid);
    return {
      ok: true,
      bookings: rows.map((b) => ({
        reference: b.reference,
        statusLabel: statusLabel(b.status, readLocale(locale)),
        when: bookingWhen(b, readLocale(locale)),
        total: b.total,
      })),
    };
  } catch (error) {
    log("Listing an account's bookings failed", error);
    return { ok: false };
  }
}

/** What the checkout fills in for a signed-in visitor. */
export async function accountDetails(
  idToken: string,
): Promise<(Partial<AccountDetails> & { email: string }) | null> {
  try {
    const user = await verifiedUser(idToken);
    if (!user) return null;
    const last = await lastDetailsOfAccount(await database(), user.uid);
    return { ...last, email: user.email ?? "" };
  } catch (error) {
    log("Reading an account's details failed", error);
    return null;
  }
}

/**
 * Deletes the signed-in visitor's account (docs/product.md §13.5): refused
 * while a booking is Requested or Confirmed; otherwise its bookings' personal
 * fields are erased, then the account itself.
 */
export async function deleteAccount(
  idToken: string,
  locale: Locale = "en",
): Promise<{ ok: true } | { ok: false; message: string }> {
  const t = translator(readLocale(locale), "account");
  try {
    const user = await verifiedUser(idToken);
    if (!user) {
      return { ok: false, message: t("deletion.signInAgain") };
    }
    const db = await database();
    const now = new Date();
    const erased = await eraseAccountBookings(db, user.uid, now);
    if (!erased.ok) {
      return {
        ok: false,
        message: t("deletion.open", {
          count: erased.open.length,
          references: erased.open.join(", "),
        }),
      };
    }
    await pruneRemoteSessions(db, now, { uid: user.uid });
    await adminAuth().deleteUser(user.uid);
    return { ok: true };
  } catch (error) {
    log("Deleting an account failed", error);
    return {
      ok: false,
      message: t("deletion.unreachable", { phone: company.phone.display }),
    };
  }
}
