"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { fieldLabelClass } from "@/components/forms/field-frame";
import { FieldError } from "@/components/forms/field-error";
import { timeChipClass } from "@/components/shared/time-chip";
import type { OfferedTime } from "@/lib/scheduling/labels";
import type { SlotOffer } from "@/lib/scheduling/offer";
import { LostSlot } from "./lost-slot";

/**
 * The day and time a visitor picks from the free starts for their cart
 * (docs/product.md §23.6): radio buttons, so the keyboard and screen readers
 * work as with any form, each time named in full with its zone. The form
 * posts the chosen start as `slot`; the server checks it is still free.
 */
export function SlotPicker({
  offer,
  remote,
  chosen,
  onChoose,
  error,
  nearest,
}: {
  /** The server's answer for the cart and ZIP (`useSlotOffer`); undefined while asked. */
  offer?: SlotOffer;
  /** Nothing in the cart needs a visit: the time is a remote session's. */
  remote: boolean;
  chosen?: string;
  onChoose: (start: string | undefined) => void;
  error?: string;
  /** After a lost race: the free starts nearest the one that was taken. */
  nearest?: readonly OfferedTime[];
}) {
  const [day, setDay] = useState<string>();
  const t = useTranslations("checkout");
  const words = { checkout: t, zip: useTranslations("zip") };
  if (!offer || offer.status !== "slots") {
    return (
      <>
        <p className="text-sm text-slate-700">
          {offer ? whyNoSlot(offer, "", words) : t("looking")}
        </p>
        <FieldError id="checkout-slot-error">{error}</FieldError>
      </>
    );
  }
  const shownDay =
    offer.days.find((each) => each.date === day) ??
    offer.days.find((each) => each.times.some((t) => t.start === chosen)) ??
    offer.days[0]!;
  const pick = (start: string) => {
    setDay(
      offer.days.find((d) => d.times.some((t) => t.start === start))?.date,
    );
    onChoose(start);
  };
  return (
    <div className="grid gap-4">
      {nearest && (
        <LostSlot
          message={error}
          nearest={nearest}
          chosen={chosen}
          onPick={pick}
        />
      )}
      <p className="text-sm text-slate-700">
        {t("takes", {
          kind: remote ? "remote" : "visit",
          duration: duration(t, offer.minutes),
        })}
      </p>
      <fieldset>
        <legend className={fieldLabelClass}>{t("day")}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {offer.days.map((each) => (
            <label key={each.date} className={timeChipClass}>
              <input
                type="radio"
                name="slot-day"
                value={each.date}
                className="sr-only"
                checked={each.date === shownDay.date}
                onChange={() => {
                  setDay(each.date);
                  onChoose(undefined);
                }}
              />
              {each.label}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset aria-describedby={error ? "checkout-slot-error" : undefined}>
        <legend className={fieldLabelClass}>
          {t("timeOn", { day: shownDay.label })}
        </legend>
        <div className="mt-1 grid grid-cols-3 gap-2 sm:grid-cols-4">
          {shownDay.times.map((time) => (
            <label key={time.start} className={timeChipClass}>
              <input
                type="radio"
                name="slot"
                value={time.start}
                className="sr-only"
                aria-label={time.full}
                checked={time.start === chosen}
                onChange={() => onChoose(time.start)}
              />
              {time.label}
            </label>
          ))}
        </div>
        <FieldError id="checkout-slot-error">
          {nearest ? undefined : error}
        </FieldError>
      </fieldset>
    </div>
  );
}

/** The checkout's words as `whyNoSlot` reads them: its own and the ZIP's. */
export type NoSlotWords = {
  readonly checkout: (
    key: "zipNeeded" | "noneOnline" | "slotsUnavailable",
  ) => string;
  readonly zip: (key: "notVisited", values: { zip: string }) => string;
};

/** What the visitor is told when no time can be picked. */
export function whyNoSlot(
  offer: Exclude<SlotOffer, { status: "slots" }>,
  zip: string,
  words: NoSlotWords,
): string {
  switch (offer.status) {
    case "zip-needed":
      return words.checkout("zipNeeded");
    case "not-visited":
      return words.zip("notVisited", { zip });
    case "none":
      return words.checkout("noneOnline");
    case "invalid":
      return offer.message;
    case "unavailable":
      return words.checkout("slotsUnavailable");
  }
}

/** A duration as the checkout says it: "1 hour 30 minutes", "1 hora y 30 minutos". */
function duration(
  t: ReturnType<typeof useTranslations<"checkout">>,
  minutes: number,
): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours > 0 ? t("durationHours", { count: hours }) : "";
  const m = rest > 0 ? t("durationMinutes", { count: rest }) : "";
  return h && m ? t("durationBoth", { hours: h, minutes: m }) : h || m;
}
