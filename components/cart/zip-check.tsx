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
import {
  useServicePageWords,
  type ServicePageWords,
} from "@/components/shared/service-page-words";
import type { Locale } from "@/data/locale";
import type { RemoteOption } from "@/lib/catalogue";
import { formatDateTime } from "@/lib/dates";
import { localePath } from "@/lib/i18n/paths";
import type { SlotOffer } from "@/lib/scheduling/offer";
import { servicePath } from "@/lib/service-path";
import { readZip } from "@/lib/zip";

type Answer = { zip: string; offer: SlotOffer } | "asking";

/** What the check says for a ZIP (docs/product.md §23.7), in the page's language. */
function says(
  zip: string,
  offer: SlotOffer,
  remoteHelp: readonly RemoteOption[],
  words: ServicePageWords["zip"],
  locale: Locale,
): ReactNode {
  switch (offer.status) {
    case "slots": {
      const first = offer.days[0]!.times[0]!;
      // Written in the page's language from the start, an instant.
      const when = formatDateTime(first.start, undefined, locale);
      return words.slots(zip, when);
    }
    case "none":
      return words.none(zip);
    case "not-visited":
      if (remoteHelp.length === 0) {
        return (
          <>
            {words.notVisited(zip)} {words.callToHear} <CompanyPhone />
            {words.callToHearEnd}
          </>
        );
      }
      return (
        <>
          {words.notVisited(zip)} {words.remoteWorks}{" "}
          {remoteHelp.map((option, index) => (
            <span key={option.slug}>
              {index > 0 && (index < remoteHelp.length - 1 ? ", " : words.and)}
              <Link
                href={localePath(locale, servicePath(option.slug))}
                className="font-semibold text-brand-700 underline"
              >
                {option.title}
              </Link>
            </span>
          ))}{" "}
          {words.remoteDone(remoteHelp.length)} <CompanyPhone />.
        </>
      );
    case "invalid":
      return offer.message;
    case "zip-needed":
      return words.empty;
    case "unavailable":
      return words.unavailable;
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
  locale = "en",
}: {
  slug: string;
  /** The remote services of this one's kind, offered where no Tech visits, titled in `locale`. */
  remoteHelp: readonly RemoteOption[];
  locale?: Locale;
}) {
  const words = useServicePageWords().zip;
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
      setError(words[reading.status]);
      input.current?.focus();
      return;
    }
    setError(undefined);
    store.getState().setZip(reading.zip);
    setAnswer("asking");
    setAnswer({
      zip: reading.zip,
      offer: await askSlots([slug], reading.zip, locale),
    });
  }

  return (
    <form
      onSubmit={check}
      aria-labelledby={`${id}-title`}
      className="js-only grid gap-2 rounded-xl border border-slate-300 bg-white p-4"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {words.title}
      </h2>
      <div className="flex flex-wrap items-end gap-2">
        <label className="grid gap-1 font-semibold text-slate-900">
          {words.label}
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
          {words.check}
        </button>
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
      <p role="status" className="text-sm text-slate-800">
        {answer === "asking"
          ? words.checking
          : answer && says(answer.zip, answer.offer, remoteHelp, words, locale)}
      </p>
    </form>
  );
}
