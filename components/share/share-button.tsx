"use client";

import { useEffect, useRef, useState } from "react";
import { servicePageCopy } from "@/data/copy/service-page";
import type { Locale } from "@/data/locale";
import { shareLink, type ShareOutcome } from "@/lib/share";

/**
 * A Share button for a service page or a cart: shares, copies or shows the
 * link (lib/share.ts), says what happened, and shows the link that was copied
 * or is to be copied, selected when the visitor must copy it by hand.
 */
export function ShareButton({
  url,
  title,
  label,
  fieldLabel,
  locale = "en",
}: {
  /** The absolute link to share. */
  url: string;
  /** The share sheet's title. */
  title?: string;
  /** The button's text, e.g. "Share this service". */
  label: string;
  /** The read-only field's label, e.g. "Service link". */
  fieldLabel: string;
  /** The language of the line that says what happened. */
  locale?: Locale;
}) {
  const [outcome, setOutcome] = useState<ShareOutcome>();
  const field = useRef<HTMLInputElement>(null);

  // Focused and selected, the link is one Ctrl+C (or a long press) away.
  useEffect(() => {
    if (outcome !== "manual") return;
    field.current?.focus();
    field.current?.select();
  }, [outcome]);

  const share = async () => {
    setOutcome(undefined);
    setOutcome(await shareLink({ url, title }, navigator));
  };

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <button
        type="button"
        onClick={() => void share()}
        className="btn-outline min-h-10 px-3 py-1.5 text-sm"
      >
        {label}
      </button>
      <p role="status" className="text-sm font-semibold text-slate-700">
        {(outcome === "copied" || outcome === "manual") &&
          servicePageCopy[locale].share[outcome]}
      </p>
      {(outcome === "copied" || outcome === "manual") && (
        <label className="grid w-full gap-1 text-sm text-slate-700">
          {fieldLabel}
          <input
            ref={field}
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
            className="rounded-md border border-slate-400 px-2 py-1 text-slate-900"
          />
        </label>
      )}
    </div>
  );
}
