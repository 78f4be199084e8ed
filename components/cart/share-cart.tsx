"use client";

import { useRef, useState } from "react";

type Outcome = "idle" | "copied" | "manual";

/**
 * "Share this cart": shows the cart's link in a read-only field and copies it;
 * if the clipboard refuses, the field is selected for copying by hand.
 */
export function ShareCart({ link }: { link: string }) {
  const [outcome, setOutcome] = useState<Outcome>("idle");
  const field = useRef<HTMLInputElement>(null);

  const share = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setOutcome("copied");
    } catch {
      setOutcome("manual");
      // The field renders with this state; select it on the next frame.
      requestAnimationFrame(() => field.current?.select());
    }
  };

  return (
    <div className="mt-6 grid gap-2 border-t border-slate-200 pt-4">
      <button
        type="button"
        onClick={() => void share()}
        className="btn-outline justify-self-start"
      >
        Share this cart
      </button>
      {outcome !== "idle" && (
        <label className="grid gap-1 text-sm font-semibold text-slate-700">
          Cart link
          <input
            ref={field}
            readOnly
            value={link}
            onFocus={(event) => event.target.select()}
            className="rounded-md border border-slate-400 px-2 py-1 font-normal text-slate-900"
          />
        </label>
      )}
      <p role="status" className="text-sm text-slate-700">
        {outcome === "copied" && "Link copied"}
        {outcome === "manual" && "Copy the link above to share this cart."}
      </p>
    </div>
  );
}
