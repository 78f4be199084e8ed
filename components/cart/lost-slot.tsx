"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Alert } from "@/components/forms/alert";
import type { OfferedTime } from "@/lib/scheduling/labels";

/**
 * A time lost in a race (docs/product.md §23.6): the server's sentence, which
 * names the time, then its next step, the nearest free times. The checkout
 * moves the focus here, so a phone scrolls to it; a time tapped here is said
 * back in the panel itself, where the visitor is looking, and not only in the
 * grid below; it is scrolled into view, since a phone may show the button
 * tapped at the bottom edge, with the sentence under it off the screen.
 */
export function LostSlot({
  message,
  nearest,
  chosen,
  onPick,
}: {
  message?: string;
  nearest: readonly OfferedTime[];
  chosen?: string;
  onPick: (start: string) => void;
}) {
  const t = useTranslations("checkout");
  const picked = nearest.find((time) => time.start === chosen);
  const sentence = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (picked) sentence.current?.scrollIntoView({ block: "nearest" });
  }, [picked]);
  return (
    <div id="checkout-slot-taken" tabIndex={-1} className="grid gap-3">
      <Alert panel>
        <p className="font-semibold">{message}</p>
      </Alert>
      {nearest.length > 0 && (
        <ul className="grid gap-2" aria-label={t("nearestTimes")}>
          {nearest.map((time) => (
            <li key={time.start}>
              <button
                type="button"
                className={`${time.start === chosen ? "btn-primary" : "btn-outline"} w-full`}
                aria-pressed={time.start === chosen}
                onClick={() => onPick(time.start)}
              >
                {time.full}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p ref={sentence} role="status" className="font-semibold text-slate-900">
        {picked && t("youPicked", { time: picked.full })}
      </p>
    </div>
  );
}
