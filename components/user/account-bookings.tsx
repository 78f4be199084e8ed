"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useEffect, useState } from "react";
import { BookingServices } from "@/components/shared/booking-services";
import { CallUsAlert } from "@/components/forms/call-us-alert";
import { accountCopy } from "@/data/copy/account";
import type { Locale } from "@/data/locale";
import { localePath } from "@/lib/i18n/paths";
import type { AccountBooking, ManageState } from "@/lib/bookings/manage-state";
import { accountBookings } from "@/lib/server/actions/account";
import { openAccountBooking } from "@/lib/server/actions/manage-booking";

// The manage view is fetched when a booking is opened, not with the page,
// with its words in the page's language alone (docs/architecture.md,
// "Island words").
const manageViews = {
  en: dynamic(() =>
    import("@/components/bookings/manage-booking-en").then(
      (m) => m.EnglishManageBooking,
    ),
  ),
  es: dynamic(() =>
    import("@/components/bookings/manage-booking-es").then(
      (m) => m.SpanishManageBooking,
    ),
  ),
};

type List =
  | { kind: "loading" }
  | { kind: "failed" }
  | { kind: "ready"; bookings: AccountBooking[] };

/**
 * "Your bookings" on /user (docs/product.md §13.5): the account's bookings,
 * newest first; each opens the manage view with nothing to type, authorised
 * on the server by the verified ID token.
 */
export function AccountBookings({
  idToken,
  locale = "en",
  heading = accountCopy[locale].bookings.heading,
}: {
  idToken: () => Promise<string>;
  /** A Tech's own bookings are named apart from those assigned to them. */
  heading?: string;
  locale?: Locale;
}) {
  const ManageBooking = manageViews[locale];
  const said = accountCopy[locale].bookings;
  const [list, setList] = useState<List>({ kind: "loading" });
  const [open, setOpen] = useState<ManageState | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    if (open) return;
    idToken()
      .then((token) => accountBookings(token, locale))
      .then(
        (answer) =>
          active &&
          setList(
            answer.ok
              ? { kind: "ready", bookings: answer.bookings }
              : { kind: "failed" },
          ),
        () => active && setList({ kind: "failed" }),
      );
    return () => {
      active = false;
    };
  }, [idToken, open, locale]);

  async function manage(reference: string) {
    setBusy(true);
    try {
      setOpen(await openAccountBooking(await idToken(), reference, locale));
    } catch {
      setList({ kind: "failed" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="your-bookings" className="grid gap-3">
      <h2 id="your-bookings" className="text-xl font-bold text-slate-900">
        {heading}
      </h2>
      {open ? (
        <ManageBooking
          initial={open}
          onClose={() => setOpen(null)}
          locale={locale}
        />
      ) : list.kind === "loading" ? (
        <p role="status">{said.loading}</p>
      ) : list.kind === "failed" ? (
        <CallUsAlert>{said.failed}</CallUsAlert>
      ) : list.bookings.length === 0 ? (
        <p>
          {said.emptyBefore}{" "}
          <Link
            href={localePath(locale, "/bookings")}
            className="font-semibold text-brand-700 underline"
          >
            {said.emptyLink}
          </Link>
          .
        </p>
      ) : (
        <ul className="grid gap-3">
          {list.bookings.map((booking) => (
            <li
              key={booking.reference}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3"
            >
              <div>
                <p className="font-mono font-semibold">{booking.reference}</p>
                <p>
                  <strong>{booking.statusLabel}</strong> · {booking.when} ·{" "}
                  <BookingServices layout="line" total={booking.total} />
                </p>
              </div>
              <button
                type="button"
                disabled={busy}
                onClick={() => void manage(booking.reference)}
                className="btn-outline"
                aria-label={said.manageLabel(booking.reference)}
              >
                {said.manage}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
