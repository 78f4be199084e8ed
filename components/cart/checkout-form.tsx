"use client";

import { useRouter } from "next/navigation";
import {
  startTransition,
  useActionState,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { FormField } from "@/components/forms/form-field";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { RequestAlert } from "@/components/forms/request-alert";
import { SendButton } from "@/components/forms/send-button";
import { useFocusResult } from "@/components/forms/use-focus-result";
import { useFormDraft } from "@/components/forms/use-form-draft";
import { bookingHorizonDays, requestLimits } from "@/data/request-rules";
import { useCart, useCartStore } from "@/components/cart/use-cart";
import { sendBooking } from "@/lib/server/actions/requests";
import { bookableDates } from "@/lib/requests/dates";
import { initialFormState, type FormState } from "@/lib/requests/form-state";
import { BookingConfirmation } from "@/components/shared/booking-confirmation";
import { SlotPicker } from "./slot-picker";
import { TimeWindowField } from "@/components/forms/time-window-field";
import { useAccountToken } from "./use-account";

const person = [
  { name: "firstName", label: "First Name", autoComplete: "given-name" },
  { name: "lastName", label: "Last Name", autoComplete: "family-name" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
] as const;

const address = [
  { name: "address1", label: "Address 1", autoComplete: "address-line1" },
  { name: "address2", label: "Address 2", autoComplete: "address-line2" },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "state", label: "State", autoComplete: "address-level1" },
  { name: "zip", label: "Zip", autoComplete: "postal-code" },
] as const;

const limits: Record<string, number> = {
  phone: requestLimits.phone,
  email: requestLimits.email,
  address1: requestLimits.address,
  address2: requestLimits.address,
  zip: requestLimits.zip,
};

/**
 * The booking action, with an answer even when none comes back: a request
 * that died with its server leaves the form as it was, saying so, and the
 * retry carries the same attempt, so it cannot book twice.
 */
async function sendBookingOnce(
  previous: FormState,
  data: FormData,
): Promise<FormState> {
  try {
    return await sendBooking(previous, data);
  } catch {
    const values: Record<string, string> = {};
    for (const [name, value] of data) {
      if (typeof value === "string") values[name] = value;
    }
    return { status: "unanswered", values, errors: {} };
  }
}

/**
 * A booking request for the services in the cart, mailed to the company by the
 * server, which prices them from the catalogue (docs/product.md §6). The
 * street address is asked for only when a service in the cart needs a visit.
 */
export function CheckoutForm({
  visitSlugs,
}: {
  visitSlugs: readonly string[];
}) {
  // The form's own action is the Server Action, so the page carries its
  // fields and a post without JavaScript books too; with JavaScript the
  // submit goes through sendBookingOnce instead, which answers a lost request.
  const [posted, action, postPending] = useActionState(
    sendBooking,
    initialFormState,
  );
  const [answered, sendOnce, sendPending] = useActionState(
    sendBookingOnce,
    initialFormState,
  );
  const state = answered.status === "idle" ? posted : answered;
  const pending = postPending || sendPending;
  const items = useCart((s) => s.items);
  const store = useCartStore();
  const form = useRef<HTMLFormElement>(null);
  const sent = state.status === "sent";
  const onInput = useFormDraft("draft:checkout", form, sent);
  const { alert, panel } = useFocusResult(state, form);
  const date = useRef<HTMLInputElement>(null);
  const idToken = useAccountToken(form);
  // The attempt's key: drawn at the first submit, kept through every retry
  // and, with the draft, a reload; forgotten with the draft once booked.
  const attempt = useRef<HTMLInputElement>(null);
  const router = useRouter();
  // A time picked from the free starts, or a window requested instead
  // (docs/product.md §23.6); the ZIP decides which starts are free.
  const [pickedMode, setMode] = useState<"slot" | "window">("slot");
  // The stored cart is read after hydration: until then there is nothing to
  // ask the free starts for, and an empty cart can only request a window.
  const cartRead = useSyncExternalStore(
    (onChange) => store.persist.onFinishHydration(onChange),
    () => store.persist.hasHydrated(),
    () => false,
  );
  const mode = cartRead && items.length === 0 ? "window" : pickedMode;
  const [noSlot, setNoSlot] = useState<string>();
  // A choice made before a "taken" answer was that taken time: it is void.
  const [choice, setChoice] = useState<{ start?: string; seen: FormState }>();
  const chosen =
    choice && (state.status !== "taken" || choice.seen === state)
      ? choice.start
      : undefined;
  const [unpicked, setUnpicked] = useState(false);
  const [zip, setZip] = useState(state.values.zip ?? "");

  // "Today" is the visitor's, so the bounds are set in the browser.
  useEffect(() => {
    if (date.current) Object.assign(date.current, bookableDates(new Date()));
  }, []);

  useEffect(() => {
    if (sent) store.getState().clear();
    // The confirmation's own page survives a reload (docs/product.md §21.2).
    if (sent && state.confirmation) router.replace(state.confirmation);
  }, [sent, store, state.confirmation, router]);

  const visit = items.some((item) => visitSlugs.includes(item.slug));
  const { values, errors } = state;
  return (
    <>
      <div role="status" ref={panel} tabIndex={-1}>
        {sent && state.reference && state.booking && (
          <BookingConfirmation
            reference={state.reference}
            booking={state.booking}
          />
        )}
      </div>
      {!sent && (
        <form
          ref={form}
          action={action}
          onSubmit={(event) => {
            // The times may still be loading, or wait for a ZIP: say so
            // beside them instead of sending a booking with no time.
            if (mode === "slot" && !chosen) {
              event.preventDefault();
              setUnpicked(true);
              document.getElementById("checkout-when")?.focus();
              return;
            }
            if (attempt.current && !attempt.current.value) {
              attempt.current.value = crypto.randomUUID();
              onInput();
            }
            event.preventDefault();
            const data = new FormData(
              event.currentTarget,
              (event.nativeEvent as SubmitEvent).submitter,
            );
            startTransition(() => sendOnce(data));
          }}
          onInput={(event) => {
            onInput();
            const target = event.target as HTMLInputElement;
            if (target.name === "zip") setZip(target.value.trim());
          }}
          className="js-only relative grid gap-4 sm:grid-cols-2"
        >
          {idToken && <input type="hidden" name="idToken" value={idToken} />}
          <input type="hidden" name="attempt" ref={attempt} />
          {items.map((item) => (
            <input
              key={item.slug}
              type="hidden"
              name="service"
              value={item.slug}
            />
          ))}
          {person.map((field) => (
            <FormField
              key={field.name}
              id={`checkout-${field.name}`}
              name={field.name}
              label={field.label}
              type={"type" in field ? field.type : "text"}
              autoComplete={field.autoComplete}
              maxLength={limits[field.name] ?? requestLimits.name}
              defaultValue={values[field.name]}
              error={errors[field.name]}
            />
          ))}
          <p
            id="checkout-address-note"
            className="text-sm text-slate-600 sm:col-span-2"
          >
            {visit
              ? "A service in your cart comes with a home visit, so we need your street address."
              : "No service in your cart needs a home visit, so your address is optional."}
          </p>
          {address.map((field) => (
            <FormField
              key={field.name}
              id={`checkout-${field.name}`}
              name={field.name}
              label={field.label}
              autoComplete={field.autoComplete}
              optional={field.name === "address2" || !visit}
              maxLength={limits[field.name] ?? requestLimits.name}
              defaultValue={values[field.name]}
              error={errors[field.name]}
              className={
                field.name.startsWith("address") ? "sm:col-span-2" : ""
              }
            />
          ))}
          <fieldset
            id="checkout-when"
            tabIndex={-1}
            className="grid gap-4 sm:col-span-2 sm:grid-cols-2"
          >
            <legend className="text-lg font-bold text-slate-900">
              When should we come?
            </legend>
            <div className="grid gap-1 sm:col-span-2">
              {(
                [
                  ["slot", "Pick a time now: it is confirmed at once"],
                  [
                    "window",
                    "Request a time window: we call you to agree the time",
                  ],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="booking-mode"
                    value={value}
                    checked={mode === value}
                    onChange={() => {
                      setNoSlot(undefined);
                      setMode(value);
                    }}
                  />
                  {label}
                </label>
              ))}
            </div>
            {mode === "slot" && !cartRead && (
              <p className="text-sm text-slate-600 sm:col-span-2">
                Looking for free times…
              </p>
            )}
            {mode === "slot" && cartRead && (
              <div className="sm:col-span-2">
                <SlotPicker
                  slugs={items.map((item) => item.slug)}
                  zip={zip}
                  chosen={chosen}
                  onChoose={(start) => {
                    setUnpicked(false);
                    setChoice({ start, seen: state });
                  }}
                  onNoSlot={(why) => {
                    setNoSlot(why);
                    setMode("window");
                  }}
                  error={
                    errors.slot ??
                    (unpicked
                      ? "Pick a day and a time, or request a time window instead."
                      : undefined)
                  }
                  nearest={state.status === "taken" ? state.nearest : undefined}
                  asked={state}
                />
              </div>
            )}
            {/* Always in the page, so a draft or a typed date survives a switch;
                disabled, and so neither checked nor sent, while a time is picked. */}
            <fieldset
              disabled={mode !== "window"}
              className={
                mode === "window"
                  ? "grid gap-4 sm:col-span-2 sm:grid-cols-2"
                  : "hidden"
              }
            >
              {noSlot && (
                <p className="text-sm text-slate-700 sm:col-span-2">{noSlot}</p>
              )}
              <FormField
                id="checkout-date"
                name="date"
                label="Preferred date"
                type="date"
                ref={date}
                hint={`From today to ${bookingHorizonDays} days ahead; we confirm the exact time by phone.`}
                defaultValue={values.date}
                error={errors.date}
              />
              <TimeWindowField value={values.time} error={errors.time} />
            </fieldset>
          </fieldset>
          <div className="sm:col-span-2">
            <FormField
              multiline
              id="checkout-notes"
              name="notes"
              label="Notes"
              optional
              rows={4}
              maxLength={requestLimits.notes}
              hint={`Anything we should know, up to ${requestLimits.notes.toLocaleString("en-US")} characters.`}
              defaultValue={values.notes}
              error={errors.notes}
            />
          </div>
          <HoneypotField id="checkout-website" />
          <div className="grid gap-4 sm:col-span-2">
            <RequestAlert state={state} ref={alert} />
            <SendButton id="checkout-note" label="Submit" pending={pending}>
              Nothing is paid on this site: you pay after the service.{" "}
              {mode === "slot"
                ? "The time you pick is confirmed at once."
                : "We call you to confirm the time."}
            </SendButton>
          </div>
        </form>
      )}
    </>
  );
}
