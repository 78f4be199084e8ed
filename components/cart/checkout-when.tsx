"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { FormField } from "@/components/forms/form-field";
import { TimeWindowField } from "@/components/forms/time-window-field";
import { bookingHorizonDays } from "@/data/request-rules";
import { bookableDates } from "@/lib/requests/dates";
import type { FormState } from "@/lib/requests/form-state";
import type { OfferedTime } from "@/lib/scheduling/labels";
import type { SlotOffer } from "@/lib/scheduling/offer";
import { SlotPicker } from "./slot-picker";

/**
 * The checkout's "when": a free time picked now, or a time window requested
 * instead (docs/product.md §23.6). The checkout form decides which can be
 * chosen, from the cart, the ZIP and the free starts; this draws the choice.
 */
export function CheckoutWhen({
  remote,
  unserved,
  zip,
  cartRead,
  mode,
  onMode,
  slotClosed,
  noSlot,
  offer,
  chosen,
  onChoose,
  slotError,
  nearest,
  values,
  errors,
}: {
  /** Nothing in the cart needs a visit: the time is a call's or a session's. */
  remote: boolean;
  /** A home visit at a ZIP no Tech visits: no time of either kind is taken. */
  unserved: boolean;
  zip: string;
  cartRead: boolean;
  mode: "slot" | "window";
  onMode: (mode: "slot" | "window") => void;
  /** No time can be picked for this cart: only a window can be asked. */
  slotClosed: boolean;
  /** Why no time can be picked, said beside the window asked instead. */
  noSlot?: string;
  offer?: SlotOffer;
  chosen?: string;
  onChoose: (start: string | undefined) => void;
  slotError?: string;
  nearest?: readonly OfferedTime[];
  values: FormState["values"];
  errors: FormState["errors"];
}) {
  const date = useRef<HTMLInputElement>(null);
  const t = useTranslations("checkout");
  // "Today" is the visitor's, so the bounds are set in the browser.
  useEffect(() => {
    if (date.current) Object.assign(date.current, bookableDates(new Date()));
  }, []);

  return (
    <fieldset
      id="checkout-when"
      tabIndex={-1}
      className="grid gap-4 sm:col-span-2 sm:grid-cols-2"
    >
      <legend className="text-lg font-bold text-slate-900">
        {remote ? t("whenCall") : t("whenCome")}
      </legend>
      <div className="grid gap-1 sm:col-span-2">
        {(
          [
            ["slot", t("modeSlot")],
            ["window", t("modeWindow")],
          ] as const
        ).map(([value, label]) => {
          // Greyed out, with the reason below, rather than snapping back.
          const off = unserved || (value === "slot" && slotClosed);
          return (
            <label
              key={value}
              className={`flex items-center gap-2 ${off ? "text-slate-500" : ""}`}
            >
              <input
                type="radio"
                name="booking-mode"
                value={value}
                checked={mode === value && !unserved}
                disabled={off}
                onChange={() => onMode(value)}
              />
              {label}
            </label>
          );
        })}
      </div>
      {unserved && (
        <p className="text-sm text-slate-700 sm:col-span-2">
          {t("unservedWhen", { zip })}
        </p>
      )}
      {mode === "slot" && !cartRead && (
        <p className="text-sm text-slate-600 sm:col-span-2">{t("looking")}</p>
      )}
      {mode === "slot" && cartRead && !unserved && (
        <div className="sm:col-span-2">
          <SlotPicker
            offer={offer}
            remote={remote}
            chosen={chosen}
            onChoose={onChoose}
            error={slotError}
            nearest={nearest}
          />
        </div>
      )}
      {/* Always in the page, so a draft or a typed date survives a switch;
        disabled, and so neither checked nor sent, while a time is picked. */}
      <fieldset
        disabled={mode !== "window" || unserved}
        className={
          mode === "window" && !unserved
            ? "grid gap-4 sm:col-span-2 sm:grid-cols-2"
            : // Its room is kept while the times load, so that a
              // cart with none to pick moves nothing below.
              offer === undefined && !unserved
              ? "invisible grid gap-4 sm:col-span-2 sm:grid-cols-2"
              : "hidden"
        }
      >
        {noSlot && (
          <p className="text-sm text-slate-700 sm:col-span-2">{noSlot}</p>
        )}
        <FormField
          id="checkout-date"
          name="date"
          label={t("fields.date")}
          type="date"
          ref={date}
          hint={t("dateHint", { days: bookingHorizonDays })}
          defaultValue={values.date}
          error={errors.date}
        />
        <TimeWindowField value={values.time} error={errors.time} />
      </fieldset>
    </fieldset>
  );
}
