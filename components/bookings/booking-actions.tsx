"use client";

import { useEffect, useRef } from "react";
import { TimeWindowField } from "@/components/forms/time-window-field";
import { FormField } from "@/components/forms/form-field";
import { companyPhone } from "@/data/phone";
import { formatUsd } from "@/data/money";
import { bookingHorizonDays } from "@/data/request-rules";
import type { FeeQuote } from "@/lib/bookings/fees";
import type { ManagedBooking } from "@/lib/bookings/manage";
import type { ManageState } from "@/lib/bookings/manage-state";
import { bookableDates } from "@/lib/requests/dates";
import { MoveToSlot } from "./move-to-slot";
import { useTranslations } from "next-intl";
import type { Locale } from "@/data/locale";

type Props = {
  state: ManageState;
  booking: ManagedBooking;
  token: string;
  action: (formData: FormData) => void;
  pending: boolean;
  locale?: Locale;
};

function feeSentence(
  cancel: boolean,
  quote: FeeQuote & { online: true },
  t: ReturnType<typeof useTranslations<"booking">>,
) {
  return quote.fee > 0
    ? `${t("costs", {
        action: cancel ? "cancel" : "change",
        fee: formatUsd(quote.fee),
      })} ${quote.reason}`
    : `${t("free", { action: cancel ? "cancel" : "change" })} ${quote.reason}`;
}

/**
 * What proves access with every post: the signed token and the booking it
 * opens; and the page's language, so the answer is in it.
 */
function Proof({
  booking,
  token,
  locale = "en",
}: {
  booking: ManagedBooking;
  token: string;
  locale?: Locale;
}) {
  return (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="reference" value={booking.reference} />
      <input type="hidden" name="version" value={booking.version} />
    </>
  );
}

function Phone() {
  return (
    <a
      href={`tel:${companyPhone.e164}`}
      className="font-semibold text-brand-700 underline"
    >
      {companyPhone.display}
    </a>
  );
}

/**
 * The actions the booking's state allows (docs/product.md §13), each a post
 * behind a button, never a link: a mail scanner that follows links changes
 * nothing. Cancelling and changing ask first and state the fee.
 */
export function BookingActions({
  state,
  booking,
  token,
  action,
  pending,
  locale = "en",
}: Props) {
  const t = useTranslations("booking");
  const date = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // "Today" is the visitor's, so the bounds are set in the browser.
    if (date.current) Object.assign(date.current, bookableDates(new Date()));
  }, [state.step]);

  const { cancel, change } = booking;
  if (state.step === "cancel" && cancel?.online) {
    return (
      <form action={action} className="grid gap-3" aria-busy={pending}>
        <Proof booking={booking} token={token} locale={locale} />
        <input type="hidden" name="fee" value={cancel.fee} />
        <h3 id="manage-step" tabIndex={-1} className="text-lg font-bold">
          {t("cancelQuestion")}
        </h3>
        <p>{feeSentence(true, cancel, t)}</p>
        <p>{t("notCharged")}</p>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="cancel"
            disabled={pending}
            className="btn-primary"
          >
            {t("yesCancel")}
          </button>
          <button
            type="submit"
            name="intent"
            value="view"
            disabled={pending}
            className="btn-outline"
          >
            {t("keep")}
          </button>
        </div>
      </form>
    );
  }

  if (state.step === "change" && change?.online) {
    const windowForm = (
      <form action={action} className="grid gap-3" aria-busy={pending}>
        <Proof booking={booking} token={token} locale={locale} />
        <input type="hidden" name="fee" value={change.fee} />
        {state.move ? (
          <h4 className="font-bold">{t("orWindow")}</h4>
        ) : (
          <h3 id="manage-step" tabIndex={-1} className="text-lg font-bold">
            {t("changeDateTime")}
          </h3>
        )}
        {!state.move && <p>{feeSentence(false, change, t)}</p>}
        <p>
          {t("backToRequested")} {t("notCharged")}
        </p>
        <FormField
          id="manage-date"
          name="date"
          label={t("newDate")}
          type="date"
          ref={date}
          hint={t("dateHint", { days: bookingHorizonDays })}
          defaultValue={state.values.date}
          error={state.errors.date}
        />
        <TimeWindowField value={state.values.time} error={state.errors.time} />
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="change"
            disabled={pending}
            className="btn-primary"
          >
            {t("sendNew")}
          </button>
          <button
            type="submit"
            name="intent"
            value="view"
            formNoValidate
            disabled={pending}
            className="btn-outline"
          >
            {t("keepAsIs")}
          </button>
        </div>
      </form>
    );
    if (!state.move) return windowForm;
    // A Confirmed booking with a Tech picks a free time first (§23.10).
    return (
      <div className="grid gap-8">
        <MoveToSlot
          state={state}
          move={state.move}
          proof={<Proof booking={booking} token={token} locale={locale} />}
          fee={change.fee}
          action={action}
          pending={pending}
          locale={locale}
        >
          <p>
            {feeSentence(false, change, t)} {t("notCharged")}
          </p>
        </MoveToSlot>
        {windowForm}
      </div>
    );
  }

  const startedOrClosed =
    (cancel && !cancel.online) || (change && !change.online);
  return (
    <div className="grid gap-3">
      {(cancel?.online || change?.online) && (
        <form
          action={action}
          className="flex flex-wrap gap-3"
          aria-busy={pending}
        >
          <Proof booking={booking} token={token} locale={locale} />
          {cancel?.online && (
            <button
              type="submit"
              name="intent"
              value="ask-cancel"
              disabled={pending}
              className="btn-outline"
            >
              {t("cancelBooking")}
            </button>
          )}
          {change?.online && (
            <button
              type="submit"
              name="intent"
              value="ask-change"
              disabled={pending}
              className="btn-outline"
            >
              {t("changeDateTime")}
            </button>
          )}
        </form>
      )}
      {startedOrClosed && (
        <p>
          {cancel && !cancel.online ? cancel.reason : change?.reason}{" "}
          {t("callToChange")} <Phone />.
        </p>
      )}
      {booking.calendar && (
        <form method="post" action="/bookings/calendar">
          <Proof booking={booking} token={token} locale={locale} />
          <button type="submit" className="btn-outline">
            {booking.status === "cancelled" ? t("removeIcs") : t("addIcs")}
          </button>
        </form>
      )}
    </div>
  );
}
