"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { windowLabel } from "@/lib/bookings/window-label";
import { bookingStatusWords } from "@/lib/bookings/status-words";
import { userWorkWords } from "@/lib/problems/user-work-words";
import { formatDate, formatDateTime } from "@/lib/dates";
import type { TechBooking, TechBookingsReply } from "@/lib/problems/replies";
import { callApi, useErrorOf } from "@/components/api/call-api";
import { Alert } from "@/components/forms/alert";

/**
 * On /user for a Tech (docs/product.md §18.5): one section with the bookings
 * assigned to them and every way to their work. A Tech is not asked for a
 * Client's problems. When the server no longer counts the account a Tech
 * (its token is older than the change), `onNotTech` shows the Client's side.
 */
export function TechWork({
  idToken,
  onNotTech,
}: {
  idToken: () => Promise<string>;
  onNotTech: () => void;
}) {
  const [bookings, setBookings] = useState<readonly TechBooking[] | null>(null);
  const [failure, setFailure] = useState("");
  const errorOf = useErrorOf();
  useEffect(() => {
    void callApi<TechBookingsReply>(idToken, "/tech/api/bookings").then(
      (reply) => {
        if (reply.status === 200) setBookings(reply.body.bookings);
        else if (reply.status === 401 || reply.status === 403) onNotTech();
        else setFailure(errorOf(reply));
      },
    );
  }, [idToken, onNotTech, errorOf]);

  const link = "font-semibold text-brand-700 underline";
  return (
    <section aria-labelledby="tech-work" className="grid gap-3">
      <h2 id="tech-work" className="text-xl font-bold text-slate-900">
        {userWorkWords("tech.heading")}
      </h2>
      {failure && <Alert>{failure}</Alert>}
      {!bookings && !failure && (
        <p role="status">{userWorkWords("tech.loading")}</p>
      )}
      {bookings && bookings.length === 0 && (
        <p className="text-slate-700">{userWorkWords("tech.none")}</p>
      )}
      {bookings && bookings.length > 0 && (
        <ul aria-label={userWorkWords("tech.list")} className="grid gap-2">
          {bookings.map((b) => (
            <li
              key={b.reference}
              className="flex flex-wrap justify-between gap-2 rounded-lg border border-slate-200 p-3"
            >
              <span className="font-mono font-semibold">{b.reference}</span>
              <span className="text-slate-700">
                {bookingStatusWords(b.status)} ·{" "}
                {b.startsAt
                  ? formatDateTime(b.startsAt)
                  : `${formatDate(b.preferredDate)}, ${windowLabel(b.timeWindow)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      <ul className="grid gap-1">
        <li>
          <Link href="/tech/bookings" className={link}>
            {userWorkWords("tech.manageBookings")}
          </Link>
        </li>
        <li>
          <Link href="/tech/problems" className={link}>
            {userWorkWords("tech.openProblems")}
          </Link>
        </li>
        <li>
          <Link href="/tech/reviews" className={link}>
            {userWorkWords("tech.reviews")}
          </Link>
        </li>
        <li>
          <Link href="/techs/edit" className={link}>
            {userWorkWords("tech.editProfile")}
          </Link>
        </li>
      </ul>
    </section>
  );
}
