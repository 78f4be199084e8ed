"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useEffect, useState } from "react";
import { BookingServices } from "@/components/shared/booking-services";
import { CallUsAlert } from "@/components/forms/call-us-alert";
import { useTranslations } from "next-intl";
import type { Locale } from "@/data/locale";
import { localePath } from "@/lib/i18n/paths";
import type { AccountBooking, ManageState } from "@/lib/bookings/manage-state";
import { accountBookings } from "@/lib/server/actions/account";
import { openAccountBooking } from "@/lib/server/actions/manage-booking";

// The manage view is fetched when a booking is opened, not with the page;
// its words come from the page's IslandWords (components/user/user-route.tsx).
const ManageBooking = dynamic(() =>
  import("@/components/bookings/manage-booking").then((m) => m.ManageBooking),
);

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
  heading,
}: {
  idToken: () => Promise<string>;
  /** A Tech's own bookings are named apart from those assigned to them. */
  heading?: string;
  locale?: Locale;
}) {
  const t = useTranslations("account");
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
        {heading ?? t("bookings.heading")}
      </h2>
      {open ? (
        <ManageBooking
          initial={open}
          onClose={() => setOpen(null)}
          locale={locale}
        />
      ) : list.kind === "loading" ? (
        <p role="status">{t("bookings.loading")}</p>
      ) : list.kind === "failed" ? (
        <CallUsAlert>{t("bookings.failed")}</CallUsAlert>
      ) : list.bookings.length === 0 ? (
        <p>
          {t("bookings.emptyBefore")}{" "}
          <Link
            href={localePath(locale, "/bookings")}
            className="font-semibold text-brand-700 underline"
          >
            {t("bookings.emptyLink")}
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
                aria-label={t("bookings.manageLabel", {
                  reference: booking.reference,
                })}
              >
                {t("bookings.manage")}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
