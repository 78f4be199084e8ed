"use client";

import { TechGate } from "@/components/account/tech-gate";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { windowLabel } from "@/lib/bookings/window-label";
import { formatDate, formatDateTime } from "@/lib/dates";
import { historyLine } from "@/lib/desk/history";
import { isBookingStatus, type BookingAction } from "@/lib/bookings/status";
import type { TechBooking, TechBookingsReply } from "@/lib/problems/replies";
import { BookingServices } from "@/components/shared/booking-services";
import { FormField } from "@/components/forms/form-field";
import { callApi, useErrorOf } from "@/components/api/call-api";
import { useApiData } from "@/components/api/use-api-data";
import { CallUsAlert } from "@/components/forms/call-us-alert";

/** The final steps a Tech takes behind a confirmation, by their words' keys. */
const finalSteps: Partial<Record<BookingAction, "complete" | "noShow">> = {
  complete: "complete",
  no_show: "noShow",
};

/**
 * The bookings assigned to a Tech (docs/product.md §18.5): the Client's
 * details, a home visit's address with a map link (§21.8), a start time to
 * confirm, and Completed or No-show behind a confirmation. The server checks
 * the assignment and the table on every call, and alone decides which
 * bookings carry an address.
 */
export function TechBookings({
  token,
  onRefused,
}: {
  token: () => Promise<string>;
  onRefused: () => void;
}) {
  const t = useTranslations("techWork.bookings");
  const states = useTranslations("bookingStatus");
  const state = (s: string) => (isBookingStatus(s) ? states(s) : s);
  const errorOf = useErrorOf();
  const step = (action: BookingAction) => t(finalSteps[action]!);
  const { view, reload } = useApiData<TechBookingsReply>(
    token,
    "/tech/api/bookings",
    { onRefused },
  );
  const [notice, setNotice] = useState("");
  const [confirming, setConfirming] = useState<string | null>(null);

  async function act(booking: TechBooking, json: Record<string, unknown>) {
    const reply = await callApi(token, "/tech/api/bookings", {
      json: {
        reference: booking.reference,
        expectedVersion: booking.version,
        ...json,
      },
    });
    setConfirming(null);
    setNotice(
      reply.status === 200
        ? t("updated", { reference: booking.reference })
        : errorOf(reply),
    );
    await reload();
  }

  function confirmStart(
    booking: TechBooking,
    event: FormEvent<HTMLFormElement>,
  ) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget));
    void act(booking, { action: "confirm", ...form });
  }

  if (view.kind === "failed") {
    return <CallUsAlert>{view.message}</CallUsAlert>;
  }
  if (view.kind === "loading") {
    return <p role="status">{t("loading")}</p>;
  }
  const { bookings } = view.data;
  return (
    <div className="grid gap-4">
      <h1 className="text-3xl font-extrabold text-slate-900">{t("title")}</h1>
      {notice && (
        <p
          role="status"
          className="rounded-lg bg-slate-100 px-3 py-2 font-semibold text-slate-900"
        >
          {notice}
        </p>
      )}
      {bookings.length === 0 && <p className="text-slate-700">{t("none")}</p>}
      <ul className="grid gap-4">
        {bookings.map((b) => {
          const name = [b.contact.firstName, b.contact.lastName]
            .filter(Boolean)
            .join(" ");
          return (
            <li
              key={b.reference}
              className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4"
            >
              <p className="flex flex-wrap justify-between gap-2">
                <span className="font-mono font-semibold">{b.reference}</span>
                <span className="font-semibold">{states(b.status)}</span>
              </p>
              <p className="text-slate-800">
                <BookingServices
                  layout="line"
                  services={b.services}
                  total={b.total}
                />
              </p>
              <p className="text-slate-800">
                {b.startsAt
                  ? t("starts", { time: formatDateTime(b.startsAt) })
                  : t("preferred", {
                      date: formatDate(b.preferredDate),
                      window: windowLabel(b.timeWindow),
                    })}
              </p>
              {b.visit && (
                <p className="break-words text-slate-800">
                  <span className="font-semibold">{t("homeVisit")}</span>{" "}
                  {b.visit.address}
                  {" · "}
                  <a
                    href={b.visit.map}
                    className="font-semibold text-brand-700 underline"
                  >
                    {t("map")}
                  </a>
                </p>
              )}
              <p className="text-slate-800">
                {name}
                {b.contact.phone && (
                  <>
                    {" · "}
                    <a
                      href={`tel:${b.contact.phone.replace(/[^\d+]/g, "")}`}
                      className="font-semibold text-brand-700 underline"
                    >
                      {b.contact.phone}
                    </a>
                  </>
                )}
                {b.contact.email && (
                  <>
                    {" · "}
                    <a
                      href={`mailto:${b.contact.email}`}
                      className="font-semibold text-brand-700 underline"
                    >
                      {b.contact.email}
                    </a>
                  </>
                )}
              </p>
              {b.actions.includes("confirm") && (
                <form
                  onSubmit={(e) => confirmStart(b, e)}
                  className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
                >
                  <FormField
                    id={`date-${b.reference}`}
                    name="date"
                    label={t("startDay")}
                    type="date"
                    defaultValue={b.preferredDate}
                  />
                  <FormField
                    id={`time-${b.reference}`}
                    name="time"
                    label={t("startTime")}
                    type="time"
                  />
                  <button type="submit" className="btn-primary">
                    {t("confirm")}
                  </button>
                </form>
              )}
              <div className="flex flex-wrap gap-2">
                {b.actions
                  .filter((action) => finalSteps[action])
                  .map((action) =>
                    confirming === `${b.reference}:${action}` ? (
                      <div
                        key={action}
                        role="group"
                        aria-label={t("finalLabel", { step: step(action) })}
                        className="grid gap-2 rounded-lg bg-slate-100 p-3"
                      >
                        <p className="font-bold">
                          {t("final", {
                            step: step(action),
                            reference: b.reference,
                            name: name || t("thisCustomer"),
                          })}
                        </p>
                        <div className="flex gap-2">
                          <button
                            type="button"
                            className="btn-primary"
                            onClick={() => void act(b, { action })}
                          >
                            {finalSteps[action] === "complete"
                              ? t("yesComplete")
                              : t("yesNoShow")}
                          </button>
                          <button
                            type="button"
                            className="btn-outline"
                            onClick={() => setConfirming(null)}
                          >
                            {t("cancel")}
                          </button>
                        </div>
                      </div>
                    ) : (
                      <button
                        key={action}
                        type="button"
                        className="btn-outline"
                        onClick={() =>
                          setConfirming(`${b.reference}:${action}`)
                        }
                      >
                        {step(action)}
                      </button>
                    ),
                  )}
              </div>
              <details>
                <summary className="cursor-pointer font-semibold text-slate-800">
                  {t("history")}
                </summary>
                <ol className="mt-1 grid gap-1 text-sm text-slate-700">
                  {b.history.map((e, i) => (
                    <li key={i}>
                      {formatDateTime(e.at)}: {historyLine(e, state)}
                      {e.note ? ` ${e.note}` : ""}
                    </li>
                  ))}
                </ol>
              </details>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** /tech/bookings (docs/product.md §18.5). */
export function TechBookingsGate() {
  return <TechGate>{(session) => <TechBookings {...session} />}</TechGate>;
}
