"use client";

import { useEffect, useRef } from "react";
import { TimeWindowField } from "@/components/forms/time-window-field";
import { FormField } from "@/components/forms/form-field";
import { company } from "@/data/company";
import { formatUsd } from "@/data/money";
import { bookingHorizonDays } from "@/data/request-rules";
import type { FeeQuote } from "@/lib/bookings/fees";
import type { ManagedBooking } from "@/lib/bookings/manage";
import type { ManageState } from "@/lib/bookings/manage-state";
import { bookableDates } from "@/lib/requests/dates";
import { MoveToSlot } from "./move-to-slot";

type Props = {
  state: ManageState;
  booking: ManagedBooking;
  token: string;
  action: (formData: FormData) => void;
  pending: boolean;
};

const notCharged =
  "Nothing is charged online: a fee is recorded on your booking and settled with us directly.";

function feeSentence(verb: string, quote: FeeQuote & { online: true }) {
  return quote.fee > 0
    ? `${verb} now costs ${formatUsd(quote.fee)}. ${quote.reason}`
    : `${verb} now is free. ${quote.reason}`;
}

/** What proves access with every post: the signed token and the booking it opens. */
function Proof({ booking, token }: { booking: ManagedBooking; token: string }) {
  return (
    <>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="reference" value={booking.reference} />
      <input type="hidden" name="version" value={booking.version} />
    </>
  );
}

function Phone() {
  return (
    <a
      href={`tel:${company.phone.e164}`}
      className="font-semibold text-brand-700 underline"
    >
      {company.phone.display}
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
}: Props) {
  const date = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // "Today" is the visitor's, so the bounds are set in the browser.
    if (date.current) Object.assign(date.current, bookableDates(new Date()));
  }, [state.step]);

  const { cancel, change } = booking;
  if (state.step === "cancel" && cancel?.online) {
    return (
      <form action={action} className="grid gap-3" aria-busy={pending}>
        <Proof booking={booking} token={token} />
        <input type="hidden" name="fee" value={cancel.fee} />
        <h3 id="manage-step" tabIndex={-1} className="text-lg font-bold">
          Cancel this booking?
        </h3>
        <p>{feeSentence("Cancelling", cancel)}</p>
        <p>{notCharged}</p>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="cancel"
            disabled={pending}
            className="btn-primary"
          >
            Yes, cancel booking
          </button>
          <button
            type="submit"
            name="intent"
            value="view"
            disabled={pending}
            className="btn-outline"
          >
            Keep booking
          </button>
        </div>
      </form>
    );
  }

  if (state.step === "change" && change?.online) {
    const windowForm = (
      <form action={action} className="grid gap-3" aria-busy={pending}>
        <Proof booking={booking} token={token} />
        <input type="hidden" name="fee" value={change.fee} />
        {state.move ? (
          <h4 className="font-bold">Or ask for a time window instead</h4>
        ) : (
          <h3 id="manage-step" tabIndex={-1} className="text-lg font-bold">
            Change date or time
          </h3>
        )}
        {!state.move && <p>{feeSentence("Changing", change)}</p>}
        <p>
          Your booking goes back to Requested with the new date and time, and we
          call you to confirm them. {notCharged}
        </p>
        <FormField
          id="manage-date"
          name="date"
          label="New preferred date"
          type="date"
          ref={date}
          hint={`From today to ${bookingHorizonDays} days ahead.`}
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
            Send new date and time
          </button>
          <button
            type="submit"
            name="intent"
            value="view"
            formNoValidate
            disabled={pending}
            className="btn-outline"
          >
            Keep booking as it is
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
          proof={<Proof booking={booking} token={token} />}
          fee={change.fee}
          action={action}
          pending={pending}
        >
          <p>
            {feeSentence("Changing", change)} {notCharged}
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
          <Proof booking={booking} token={token} />
          {cancel?.online && (
            <button
              type="submit"
              name="intent"
              value="ask-cancel"
              disabled={pending}
              className="btn-outline"
            >
              Cancel booking
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
              Change date or time
            </button>
          )}
        </form>
      )}
      {startedOrClosed && (
        <p>
          {cancel && !cancel.online ? cancel.reason : change?.reason} To cancel
          or change it, call us at <Phone />.
        </p>
      )}
      {booking.calendar && (
        <form method="post" action="/bookings/calendar">
          <Proof booking={booking} token={token} />
          <button type="submit" className="btn-outline">
            {booking.status === "cancelled"
              ? "Remove from calendar (.ics)"
              : "Add to calendar (.ics)"}
          </button>
        </form>
      )}
    </div>
  );
}
