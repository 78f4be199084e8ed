"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import {
  Fragment,
  startTransition,
  useActionState,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ComponentType,
} from "react";
import { FormField } from "@/components/forms/form-field";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { RequestAlert } from "@/components/forms/request-alert";
import { SendButton } from "@/components/forms/send-button";
import { useFocusResult } from "@/components/forms/use-focus-result";
import { useFormDraft } from "@/components/forms/use-form-draft";
import { requestLimits } from "@/data/request-rules";
import { useCart, useCartStore } from "@/components/cart/use-cart";
import { browserStorage, cartStorage } from "@/lib/cart/store";
import { sendBooking } from "@/lib/server/actions/requests";
import type { RemoteOption } from "@/lib/catalogue";
import { initialFormState, type FormState } from "@/lib/requests/form-state";
import { readZip, zipOf } from "@/lib/zip";
import type { BookingConfirmation } from "@/components/shared/booking-confirmation";
import type { Locale } from "@/data/locale";
import { RemoteInstead } from "./remote-instead";
import { CheckoutWhen } from "./checkout-when";
import { whyNoSlot } from "./slot-picker";
import { useAccountToken } from "./use-account";
import { useSlotOffer } from "./use-slot-offer";

// Each field's label is its name's word in the catalogue's `checkout.fields`.
const person = [
  { name: "firstName", autoComplete: "given-name" },
  { name: "lastName", autoComplete: "family-name" },
  { name: "phone", type: "tel", autoComplete: "tel" },
  { name: "email", type: "email", autoComplete: "email" },
] as const;

const address = [
  { name: "address1", autoComplete: "address-line1" },
  { name: "address2", autoComplete: "address-line2" },
  { name: "city", autoComplete: "address-level2" },
  { name: "state", autoComplete: "address-level1" },
  { name: "zip", autoComplete: "postal-code" },
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
 * street address is asked for only when a service in the cart needs a visit;
 * a cart done wholly by phone or remote session asks for none and speaks of
 * a session, not a visit. At a ZIP no Tech visits, no visit is taken: remote
 * help is offered instead (docs/product.md §23.7).
 */
export function CheckoutForm({
  visitSlugs,
  remoteHelp,
  Confirmation,
  locale = "en",
}: {
  locale?: Locale;
  /**
   * The confirmation, shown once a booking is made, loaded then with its
   * words in the page's language: components/cart/lazy-confirmation.tsx.
   */
  Confirmation: ComponentType<ComponentProps<typeof BookingConfirmation>>;
  visitSlugs: readonly string[];
  /** For each home-visit service, the remote services of its kind. */
  remoteHelp: Readonly<Record<string, readonly RemoteOption[]>>;
}) {
  const t = useTranslations("checkout");
  const zipSaid = useTranslations("zip");
  const words = { checkout: t, zip: zipSaid };
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
  const idToken = useAccountToken(form);
  // The attempt's key: drawn at the first submit, kept through every retry
  // and, with the draft, a reload; forgotten with the draft once booked.
  const attempt = useRef<HTMLInputElement>(null);
  const router = useRouter();
  // A time picked from the free starts, or a window requested instead
  // (docs/product.md §23.6); the ZIP decides which starts are free.
  const [pickedMode, setMode] = useState<"slot" | "window">("slot");
  const { values, errors } = state;
  // The stored cart is read after hydration: until then there is nothing to
  // ask the free starts for, and an empty cart can only request a window.
  const cartRead = useSyncExternalStore(
    (onChange) => store.persist.onFinishHydration(onChange),
    () => store.persist.hasHydrated(),
    () => false,
  );
  const visit = items.some((item) => visitSlugs.includes(item.slug));
  // Known only once the cart is read: until then the address stays offered.
  const remote = cartRead && items.length > 0 && !visit;
  const [typedZip, setTypedZip] = useState(state.values.zip ?? "");
  // A malformed ZIP is pointed out once the visitor leaves the field or sends.
  const [zipLeft, setZipLeft] = useState(false);
  const zip = visit ? zipOf(typedZip) : "";
  const offer = useSlotOffer(
    items.map((item) => item.slug),
    zip,
    cartRead && items.length > 0,
    state,
    locale,
  );
  const unserved = visit && offer?.status === "not-visited";
  // No time can be picked for this cart: say why, beside the window asked instead.
  const noSlot =
    offer && offer.status !== "slots" && offer.status !== "zip-needed"
      ? whyNoSlot(offer, zip, words)
      : undefined;
  // Nothing to book a time for, or no time to book: a window is asked instead.
  const slotClosed = (cartRead && items.length === 0) || noSlot !== undefined;
  const mode = slotClosed ? "window" : pickedMode;
  const remoteInstead = useRef<HTMLElement>(null);
  const zipError =
    zipLeft && readZip(typedZip).status === "malformed"
      ? zipSaid("malformed")
      : unserved
        ? zipSaid("notVisited", { zip })
        : // The server's word on the ZIP holds until the ZIP is changed.
          typedZip === (values.zip ?? "")
          ? errors.zip
          : undefined;
  // A choice made before a "taken" answer was that taken time: it is void.
  const [choice, setChoice] = useState<{ start?: string; seen: FormState }>();
  const chosen =
    choice && (state.status !== "taken" || choice.seen === state)
      ? choice.start
      : undefined;
  const [unpicked, setUnpicked] = useState(false);
  // The ZIP checked on a service page, for a ZIP field still empty: a draft
  // or the visitor's own typing comes first (docs/product.md §23.7).
  const keptZip = useCart((s) => s.zip);
  useEffect(() => {
    const field = form.current?.elements.namedItem("zip");
    if (!cartRead || !keptZip || !(field instanceof HTMLInputElement)) return;
    if (field.value !== "") return;
    field.value = keptZip;
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }, [cartRead, keptZip]);

  // Refused for prices changed since the page was built: the cart is read
  // again at the prices the server answered with. Here, not in the store,
  // so that only this page carries the code.
  useEffect(() => {
    if (!state.catalogue) return;
    store.persist.setOptions({
      storage: cartStorage(state.catalogue, browserStorage),
    });
    void store.persist.rehydrate();
  }, [state.catalogue, store]);

  useEffect(() => {
    if (sent) store.getState().clear();
    // The confirmation's own page survives a reload (docs/product.md §21.2).
    if (sent && state.confirmation) router.replace(state.confirmation);
  }, [sent, store, state.confirmation, router]);

  // A home visit swapped for remote help: the next step is the time.
  const swap = (from: string, to: string) => {
    const cart = store.getState();
    cart.removeAt(cart.items.findIndex((item) => item.slug === from));
    store.getState().add(to);
    requestAnimationFrame(() => {
      (
        remoteInstead.current ?? document.getElementById("checkout-when")
      )?.focus();
    });
  };

  return (
    <>
      <div role="status" ref={panel} tabIndex={-1}>
        {sent && state.reference && state.booking && (
          <Confirmation
            reference={state.reference}
            booking={state.booking}
            locale={locale}
          />
        )}
      </div>
      {!sent && (
        <form
          ref={form}
          action={action}
          onSubmit={(event) => {
            // A ZIP that cannot be read is fixed where it is typed.
            if (!remote && readZip(typedZip).status === "malformed") {
              event.preventDefault();
              setZipLeft(true);
              document.getElementById("checkout-zip")?.focus();
              return;
            }
            if (unserved) {
              event.preventDefault();
              remoteInstead.current?.focus();
              return;
            }
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
            if (target.name === "zip") {
              setTypedZip(target.value);
              store.getState().setZip(target.value);
            }
          }}
          className="js-only relative grid gap-4 sm:grid-cols-2"
        >
          {idToken && <input type="hidden" name="idToken" value={idToken} />}
          <input type="hidden" name="attempt" ref={attempt} />
          <input type="hidden" name="locale" value={locale} />
          {/* Each service with the price shown for it: the server books
              nothing at a price the visitor did not see. */}
          {items.map((item) => (
            <Fragment key={item.slug}>
              <input type="hidden" name="service" value={item.slug} />
              <input type="hidden" name="price" value={item.price} />
            </Fragment>
          ))}
          {person.map((field) => (
            <FormField
              key={field.name}
              id={`checkout-${field.name}`}
              name={field.name}
              label={t(`fields.${field.name}`)}
              type={"type" in field ? field.type : "text"}
              autoComplete={field.autoComplete}
              maxLength={limits[field.name] ?? requestLimits.name}
              defaultValue={values[field.name]}
              error={errors[field.name]}
            />
          ))}
          {/* What follows depends on the stored cart (an address or none), so
              it shows once the cart is read: laid out, unseen, before, so that
              nothing seen moves when it changes. */}
          <div
            className={`grid gap-4 sm:col-span-2 sm:grid-cols-2 ${cartRead ? "" : "invisible"}`}
          >
            <p
              id="checkout-address-note"
              className="text-sm text-slate-600 sm:col-span-2"
            >
              {remote
                ? t("remoteCart")
                : visit
                  ? t("visitCart")
                  : t("addressOptional")}
            </p>
            {/* Always in the page, so a draft or an account's address survives;
              disabled, and so neither checked nor sent, for a remote cart. */}
            <fieldset
              disabled={remote}
              className={
                remote ? "hidden" : "grid gap-4 sm:col-span-2 sm:grid-cols-2"
              }
            >
              <legend className="sr-only">{t("yourAddress")}</legend>
              {address.map((field) => (
                <FormField
                  key={field.name}
                  id={`checkout-${field.name}`}
                  name={field.name}
                  label={t(`fields.${field.name}`)}
                  autoComplete={field.autoComplete}
                  optional={field.name === "address2" || !visit}
                  maxLength={limits[field.name] ?? requestLimits.name}
                  defaultValue={values[field.name]}
                  error={field.name === "zip" ? zipError : errors[field.name]}
                  className={
                    field.name.startsWith("address") ? "sm:col-span-2" : ""
                  }
                  {...(field.name === "zip" && {
                    // The number pad, as on the service pages' ZIP check.
                    inputMode: "numeric",
                    onBlur: () => setZipLeft(true),
                  })}
                />
              ))}
            </fieldset>
            {unserved && (
              <RemoteInstead
                ref={remoteInstead}
                zip={zip}
                visits={items
                  .filter((item) => visitSlugs.includes(item.slug))
                  .map((item) => ({
                    slug: item.slug,
                    title: item.title,
                    options: remoteHelp[item.slug] ?? [],
                  }))}
                onSwap={swap}
              />
            )}
            <CheckoutWhen
              remote={remote}
              unserved={unserved}
              zip={zip}
              cartRead={cartRead}
              mode={mode}
              onMode={setMode}
              slotClosed={slotClosed}
              noSlot={noSlot}
              offer={offer}
              chosen={chosen}
              onChoose={(start) => {
                setUnpicked(false);
                setChoice({ start, seen: state });
              }}
              slotError={
                errors.slot ?? (unpicked ? t("pickOrWindow") : undefined)
              }
              nearest={state.status === "taken" ? state.nearest : undefined}
              values={values}
              errors={errors}
            />
            <div className="sm:col-span-2">
              <FormField
                multiline
                id="checkout-notes"
                name="notes"
                label={t("fields.notes")}
                optional
                rows={4}
                maxLength={requestLimits.notes}
                hint={t("notesHint", {
                  max: requestLimits.notes.toLocaleString("en-US"),
                })}
                defaultValue={values.notes}
                error={errors.notes}
              />
            </div>
            <HoneypotField id="checkout-website" />
            <div className="grid gap-4 sm:col-span-2">
              <RequestAlert state={state} ref={alert} />
              <SendButton
                id="checkout-note"
                label={t("submit")}
                pending={pending}
              >
                {t("payAfter")}{" "}
                {unserved
                  ? t("noVisitAt", { zip })
                  : mode === "slot"
                    ? t("slotConfirmed")
                    : t("weCall")}
              </SendButton>
            </div>
          </div>
        </form>
      )}
    </>
  );
}
