"use client";

import Link from "next/link";
import { useEffect, useState, useSyncExternalStore } from "react";
import { BookingConfirmation } from "@/components/shared/booking-confirmation";
import { Alert } from "@/components/forms/alert";
import { CallUsAlert } from "@/components/forms/call-us-alert";
import { CompanyPhone } from "@/components/forms/company-phone";
import type { ConfirmationState } from "@/lib/bookings/manage-state";
import { bookingConfirmation } from "@/lib/server/actions/manage-booking";
import { localePath } from "@/lib/i18n/paths";
import { useTranslations } from "next-intl";
import type { Locale } from "@/data/locale";

/** The link's token, from the fragment: no request ever sends it to a server. */
export function linkToken(hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get("link");
  return token || undefined;
}

/**
 * A booking request's confirmation, read again from the server with the
 * booking's link, so a reload shows it as before (docs/product.md §21.2).
 */
function subscribe(onChange: () => void) {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

export function BookingConfirmationView({
  locale = "en",
}: {
  locale?: Locale;
}) {
  const t = useTranslations("booking");
  // Null while the pre-rendered page hydrates, then the address's fragment.
  const hash = useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => null,
  );
  const token = hash === null ? undefined : linkToken(hash);
  const [answer, setAnswer] = useState<{
    token: string;
    state: ConfirmationState | "unreadable";
  }>();

  useEffect(() => {
    if (!token) return;
    let live = true;
    // A rejected action (the server down, the network gone) ends the wait too.
    const settle = (state: ConfirmationState | "unreadable") => {
      if (live) setAnswer({ token, state });
    };
    void bookingConfirmation(token, locale).then(settle, () =>
      settle("unreadable"),
    );
    return () => {
      live = false;
    };
  }, [token, locale]);

  const state =
    hash !== null && !token
      ? "none"
      : answer && answer.token === token
        ? answer.state
        : "loading";
  if (state === "loading") {
    return <p aria-busy="true">{t("loading")}</p>;
  }
  if (state === "unreadable") {
    return <CallUsAlert>{t("cannotShow")}</CallUsAlert>;
  }
  if (state === "none" || !state.ok) {
    return (
      <Alert panel>
        <p>
          {state === "none" ? t("openWithLink") : state.message}{" "}
          <Link
            href={localePath(locale, "/bookings")}
            className="font-semibold text-brand-700 underline"
          >
            {t("manageABooking")}
          </Link>{" "}
          {t("orCallUs")} <CompanyPhone />.
        </p>
      </Alert>
    );
  }
  return (
    <div className="grid gap-4">
      <div role="status">
        <BookingConfirmation
          reference={state.reference}
          booking={state.booking}
          locale={locale}
        />
      </div>
      <p>
        <strong>{t("whereNow")}</strong> {state.when}.{" "}
        <Link
          href={`${localePath(locale, "/bookings")}#link=${token}`}
          className="font-semibold text-brand-700 underline"
        >
          {t("seeChangeCancel")}
        </Link>
        .
      </p>
    </div>
  );
}
