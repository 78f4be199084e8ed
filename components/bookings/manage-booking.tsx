"use client";

import {
  startTransition,
  useActionState,
  useEffect,
  useRef,
  type ReactNode,
} from "react";
import { useLocationSearch } from "@/components/layout/use-location-search";
import { Alert } from "@/components/forms/alert";
import { CompanyPhone } from "@/components/forms/company-phone";
import { normaliseReference } from "@/lib/bookings/reference";
import {
  initialManageState,
  type ManageState,
} from "@/lib/bookings/manage-state";
import { manageBooking } from "@/lib/server/actions/manage-booking";
import { useTranslations } from "next-intl";
import type { Locale } from "@/data/locale";
import { BookingActions } from "./booking-actions";
import { BookingSummary } from "./booking-summary";
import { linkToken } from "./booking-confirmation-view";
import { FindBookingFields } from "./find-booking-form";

/**
 * The manage view (docs/product.md §13): find a booking by reference and
 * e-mail, then see it and cancel or change it. One Server Action answers every
 * post, so it works without JavaScript too; each post carries the signed token
 * the last answer gave.
 */
export function ManageBooking({
  initial = initialManageState,
  onClose,
  intro,
  locale = "en",
}: {
  /** The page's language, sent with every post so the answer is in it. */
  locale?: Locale;
  initial?: ManageState;
  /** On /user: back to the list of bookings. */
  onClose?: () => void;
  /** What the find form asks for, shown only with the form. */
  intro?: ReactNode;
}) {
  const [state, action, pending] = useActionState(manageBooking, initial);
  const t = useTranslations("booking");
  const search = useLocationSearch();
  const linked = onClose
    ? undefined
    : normaliseReference(new URLSearchParams(search).get("reference"));
  const alert = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  // A mail's manage link opens its booking with nothing to type
  // (docs/product.md §21.2); the token stays in the fragment.
  useEffect(() => {
    const token = onClose ? undefined : linkToken(window.location.hash);
    if (!token) return;
    const form = new FormData();
    form.set("intent", "link");
    form.set("link", token);
    form.set("locale", locale);
    startTransition(() => action(form));
  }, [action, onClose, locale]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (state.message) alert.current?.focus();
    else if (state.step === "cancel" || state.step === "change")
      document.getElementById("manage-step")?.focus();
    else if (state.step !== "find") heading.current?.focus();
    else
      document
        .querySelector<HTMLElement>("#manage-find [aria-invalid=true]")
        ?.focus();
  }, [state]);

  const message = (
    <Alert panel ref={alert}>
      {state.message && (
        <p>
          {state.message}
          {state.callUs && (
            <>
              {" "}
              {t("callUs")} <CompanyPhone />.
            </>
          )}
        </p>
      )}
    </Alert>
  );

  if (state.step === "find" || !state.booking || !state.token) {
    return (
      <div className="grid gap-6">
        {intro}
        <form
          id="manage-find"
          key={linked}
          action={action}
          className="grid max-w-md gap-4"
          aria-busy={pending}
        >
          <input type="hidden" name="intent" value="find" />
          <input type="hidden" name="locale" value={locale} />
          <FindBookingFields state={state} reference={linked} />
          {message}
          <div>
            <button type="submit" disabled={pending} className="btn-primary">
              {pending ? t("finding") : t("findBooking")}
            </button>
          </div>
        </form>
      </div>
    );
  }

  return (
    <section aria-labelledby="manage-heading" className="grid gap-6">
      <h2
        id="manage-heading"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900"
      >
        {t("booking", { reference: state.booking.reference })}
      </h2>
      <p role="status" className={state.notice ? "font-semibold" : "sr-only"}>
        {state.notice}
      </p>
      {message}
      <BookingSummary booking={state.booking} />
      <BookingActions
        state={state}
        booking={state.booking}
        token={state.token}
        action={action}
        pending={pending}
        locale={locale}
      />
      {onClose && (
        <div>
          <button type="button" onClick={onClose} className="btn-outline">
            {t("back")}
          </button>
        </div>
      )}
    </section>
  );
}
