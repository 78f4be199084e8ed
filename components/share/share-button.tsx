"use client";

import { useEffect, useRef, useState } from "react";
import type { ShareSaid } from "@/data/en/share";
import { shareLink, type ShareOutcome } from "@/lib/share";

/** A Share button's words: its text, its field's label and what it says. */
export type ShareCopy = ShareSaid & {
  readonly label: string;
  readonly fieldLabel: string;
};

/**
 * A Share button for a service page or a cart: shares, copies or shows the
 * link (lib/share.ts), says what happened, and shows the link that was copied
 * or is to be copied, selected when the visitor must copy it by hand.
 */
export function ShareButton({
  url,
  title,
  words,
}: {
  /** The absolute link to share. */
  url: string;
  /** The share sheet's title. */
  title?: string;
  /**
   * In the page's language, from the parent: the button's text ("Share this
   * service"), the field's label ("Service link") and what happened. Strings
   * only, so a server component may pass them.
   */
  words: ShareCopy;
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
        {words.label}
      </button>
      <p role="status" className="text-sm font-semibold text-slate-700">
        {(outcome === "copied" || outcome === "manual") && words[outcome]}
      </p>
      {(outcome === "copied" || outcome === "manual") && (
        <label className="grid w-full gap-1 text-sm text-slate-700">
          {words.fieldLabel}
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
