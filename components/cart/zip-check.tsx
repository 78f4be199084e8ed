"use client";

import Link from "next/link";
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from "react";
import { askSlots } from "@/components/api/ask-slots";
import { useCart, useCartStore } from "@/components/cart/use-cart";
import { CompanyPhone } from "@/components/forms/company-phone";
import { FieldError } from "@/components/forms/field-error";
import type { RemoteOption } from "@/lib/catalogue";
import type { SlotOffer } from "@/lib/scheduling/offer";
import { servicePath } from "@/lib/service-path";
import { readZip, zipSentence } from "@/lib/zip";

type Answer = { zip: string; offer: SlotOffer } | "asking";

/** What the check says for a ZIP (docs/product.md §23.7). */
function says(
  zip: string,
  offer: SlotOffer,
  remoteHelp: readonly RemoteOption[],
): ReactNode {
  switch (offer.status) {
    case "slots": {
      const first = offer.days[0]!.times[0]!;
      return `Yes, we come to ${zip}. The first free time is ${first.full}; pick yours at checkout.`;
    }
    case "none":
      return `We come to ${zip}, but no time is free in the next 30 days: request a time window at checkout and we call you.`;
    case "not-visited":
      if (remoteHelp.length === 0) {
        return (
          <>
            {zipSentence.notVisited(zip)} Call us at <CompanyPhone />: we tell
            you what can be done by phone.
          </>
        );
      }
      return (
        <>
          {zipSentence.notVisited(zip)} Remote help works wherever you are:{" "}
          {remoteHelp.map((option, index) => (
            <span key={option.slug}>
              {index > 0 && (index < remoteHelp.length - 1 ? ", " : " and ")}
              <Link
                href={servicePath(option.slug)}
                className="font-semibold text-brand-700 underline"
              >
                {option.title}
              </Link>
            </span>
          ))}{" "}
          {remoteHelp.length === 1 ? "is" : "are"} done by phone or in a remote
          session you approve. Or call us at <CompanyPhone />.
        </>
      );
    case "invalid":
      return offer.message;
    case "zip-needed":
      return zipSentence.empty;
    case "unavailable":
      return "We cannot check just now. Please try again in a minute.";
  }
}

/**
 * "Do we come to you?" on a home-visit service's page: a ZIP, answered from
 * the Techs' ZIP codes and free times (GET /checkout/api/slots). The page
 * stays pre-rendered; the question is asked only when the visitor sends it.
 * The ZIP checked is kept beside the cart, and the checkout starts from it.
 */
export function ZipCheck({
  slug,
  remoteHelp,
}: {
  slug: string;
  /** The remote services of this one's kind, offered where no Tech visits. */
  remoteHelp: readonly RemoteOption[];
}) {
  const id = useId();
  const [answer, setAnswer] = useState<Answer>();
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const store = useCartStore();
  const keptZip = useCart((state) => state.zip);

  // A ZIP checked before, on this page or another, for a field still empty.
  useEffect(() => {
    if (keptZip && input.current && input.current.value === "") {
      input.current.value = keptZip;
    }
  }, [keptZip]);

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reading = readZip(new FormData(event.currentTarget).get("zip"));
    if (reading.status !== "zip") {
      setAnswer(undefined);
      setError(zipSentence[reading.status]);
      input.current?.focus();
      return;
    }
    setError(undefined);
    store.getState().setZip(reading.zip);
    setAnswer("asking");
    setAnswer({ zip: reading.zip, offer: await askSlots([slug], reading.zip) });
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
            ref={input}
            name="zip"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="w-32 rounded-lg border border-slate-400 px-3 py-2 font-normal"
          />
        </label>
        <button type="submit" className="btn-outline">
          Check
        </button>
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
      <p role="status" className="text-sm text-slate-800">
        {answer === "asking"
          ? "Checking…"
          : answer && says(answer.zip, answer.offer, remoteHelp)}
      </p>
    </form>
  );
}
