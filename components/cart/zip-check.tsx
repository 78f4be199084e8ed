"use client";

import { useId, useState, type FormEvent } from "react";
import { askSlots } from "@/components/api/ask-slots";
import type { SlotOffer } from "@/lib/scheduling/offer";

type Answer = { zip: string; offer: SlotOffer } | "asking";

/** What the check says for a ZIP (docs/product.md §23.7). */
function says(zip: string, offer: SlotOffer): string {
  switch (offer.status) {
    case "slots": {
      const first = offer.days[0]!.times[0]!;
      return `Yes, we come to ${zip}. The first free time is ${first.full}; pick yours at checkout.`;
    }
    case "none":
      return `We come to ${zip}, but no time is free in the next 30 days: request a time window at checkout and we call you.`;
    case "not-visited":
      return `We do not visit ZIP ${zip} yet. Request a time window at checkout, or call us, and we see what we can do.`;
    case "invalid":
      return offer.message;
    case "zip-needed":
      return "Enter a 5-digit ZIP code, such as 10001.";
    case "unavailable":
      return "We cannot check just now. Please try again in a minute.";
  }
}

/**
 * "Do we come to you?" on a home-visit service's page: a ZIP, answered from
 * the Techs' ZIP codes and free times (GET /checkout/api/slots). The page
 * stays pre-rendered; the question is asked only when the visitor sends it.
 */
export function ZipCheck({ slug }: { slug: string }) {
  const id = useId();
  const [answer, setAnswer] = useState<Answer>();

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const zip = String(new FormData(event.currentTarget).get("zip")).trim();
    if (!/^\d{5}$/.test(zip)) {
      setAnswer({ zip, offer: { status: "zip-needed" } });
      return;
    }
    setAnswer("asking");
    setAnswer({ zip, offer: await askSlots([slug], zip) });
  }

  return (
    <form
      onSubmit={check}
      aria-labelledby={`${id}-title`}
      className="js-only grid gap-2 rounded-xl border border-slate-300 bg-white p-4"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        Do we come to you?
      </h2>
      <div className="flex flex-wrap items-end gap-2">
        <label className="grid gap-1 font-semibold text-slate-900">
          Your ZIP code
          <input
            name="zip"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            required
            className="w-32 rounded-lg border border-slate-400 px-3 py-2 font-normal"
          />
        </label>
        <button type="submit" className="btn-outline">
          Check
        </button>
      </div>
      <p role="status" className="text-sm text-slate-800">
        {answer === "asking"
          ? "Checking…"
          : answer && says(answer.zip, answer.offer)}
      </p>
    </form>
  );
}
