"use client";

import Link from "next/link";
import { useEffect, useState, useSyncExternalStore } from "react";
import { BookingConfirmation } from "@/components/shared/booking-confirmation";
import { Alert } from "@/components/forms/alert";
import { CallUsAlert } from "@/components/forms/call-us-alert";
import { CompanyPhone } from "@/components/forms/company-phone";
import type { ConfirmationState } from "@/lib/bookings/manage-state";
import { bookingConfirmation } from "@/lib/server/actions/manage-booking";

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

export function BookingConfirmationView() {
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
    void bookingConfirmation(token).then(settle, () => settle("unreadable"));
    return () => {
      live = false;
    };
  }, [token]);

  const state =
    hash !== null && !token
      ? "none"
      : answer && answer.token === token
        ? answer.state
        : "loading";
  if (state === "loading") {
    return <p aria-busy="true">Loading your booking…</p>;
  }
  if (state === "unreadable") {
    return <CallUsAlert>Your booking cannot be shown just now.</CallUsAlert>;
  }
  if (state === "none" || !state.ok) {
    return (
      <Alert panel>
        <p>
          {state === "none"
            ? "This page shows a booking request when it is opened with the booking's own link, from its e-mails."
            : state.message}{" "}
          <Link
            href="/bookings"
            className="font-semibold text-brand-700 underline"
          >
            Manage a booking
          </Link>{" "}
          with its reference and e-mail address, or call us at <CompanyPhone />.
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
        />
      </div>
      <p>
        <strong>Where it stands now:</strong> {state.when}.{" "}
        <Link
          href={`/bookings#link=${token}`}
          className="font-semibold text-brand-700 underline"
        >
          See, change or cancel this booking
        </Link>
        .
      </p>
    </div>
  );
}
