"use client";

import { useState } from "react";

type Outcome = "idle" | "copied" | "manual";

/**
 * Shares a service page: the device's own share sheet where the browser has the
 * Web Share API, else the canonical link copied to the clipboard. Where neither
 * works the link is shown to copy by hand (docs/product.md §7).
 */
export function ShareService({ url, title }: { url: string; title: string }) {
  const [outcome, setOutcome] = useState<Outcome>("idle");

  const share = async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === "AbortError")
          return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome("copied");
    } catch {
      setOutcome("manual");
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <button
        type="button"
        onClick={() => void share()}
        className="btn-outline min-h-10 px-3 py-1.5 text-sm"
      >
        Share this service
      </button>
      <p role="status" className="text-sm font-semibold text-slate-700">
        {outcome === "copied" && "Link copied"}
        {outcome === "manual" && "Copy the link below to share it."}
      </p>
      {outcome === "manual" && (
        <label className="grid w-full gap-1 text-sm text-slate-700">
          Service link
          <input
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
