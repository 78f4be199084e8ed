"use client";

import Link from "next/link";
import { useEffect, useState, useSyncExternalStore } from "react";
import { BookingConfirmation } from "@/components/cart/booking-confirmation";
import { company } from "@/data/company";
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
    state: ConfirmationState;
  }>();

  useEffect(() => {
    if (!token) return;
    let live = true;
    void bookingConfirmation(token).then((state) => {
      if (live) setAnswer({ token, state });
    });
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
  if (state === "none" || !state.ok) {
    return (
      <div
        role="alert"
        className="rounded-lg border border-red-300 bg-red-50 p-4"
      >
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
          with its reference and e-mail address, or call us at{" "}
          <a
            href={`tel:${company.phone.e164}`}
            className="font-semibold text-brand-700 underline"
          >
            {company.phone.display}
          </a>
          .
        </p>
      </div>
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
