"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import {
  setLocation,
  useLocationSearch,
} from "@/components/layout/use-location-search";
import type { CartCatalogue } from "@/lib/cart/items";
import {
  hasCartLink,
  servicesFromCartLink,
  urlWithoutCartLink,
} from "@/lib/cart/share-link";
import { useCart, useCartStore } from "@/components/cart/use-cart";
import { formatUsd } from "@/data/money";

/** Takes the shared cart out of the address bar once answered, so a reload does not ask again. */
function forgetLink() {
  setLocation(urlWithoutCartLink(window.location.href), "replace");
}

/**
 * A shared cart link (`/cart?add=…`, docs/product.md §7): lists the catalogue
 * services it names and changes nothing until the visitor accepts. Accepting
 * merges them into the cart (adding is idempotent by slug). Nothing from the
 * link is shown unless it is a catalogue service.
 */
export function SharedCartOffer({ catalogue }: { catalogue: CartCatalogue }) {
  const t = useTranslations("cart");
  const store = useCartStore();
  const items = useCart((state) => state.items);
  const search = useLocationSearch();
  const [answer, setAnswer] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const answerRef = useRef<HTMLParagraphElement>(null);
  const services = servicesFromCartLink(catalogue, search);
  const asking = services.length > 0;

  useEffect(() => {
    if (asking) heading.current?.focus();
  }, [asking]);
  const message = asking
    ? null
    : hasCartLink(search)
      ? t("sharedNone")
      : answer;
  // The offer or the answer takes the place of what had focus: move focus to it.
  useEffect(() => {
    if (message) answerRef.current?.focus();
  }, [message]);

  if (!asking) {
    if (!message) return null;
    return (
      <p
        ref={answerRef}
        tabIndex={-1}
        role="status"
        className="mb-6 max-w-3xl rounded-lg border border-slate-200 bg-white p-4 font-semibold text-slate-900"
      >
        {message}
      </p>
    );
  }

  const accept = () => {
    for (const service of services) store.getState().add(service.slug);
    setAnswer(t("sharedAdded"));
    forgetLink();
  };
  const decline = () => {
    setAnswer(t("cartUnchanged"));
    forgetLink();
  };

  return (
    <section
      aria-labelledby="shared-cart"
      className="mb-8 max-w-3xl rounded-xl border-2 border-brand-600 bg-white p-6 lift-sm"
    >
      <h2
        id="shared-cart"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900"
      >
        {t("sharedHeading")}
      </h2>
      <p className="mt-1 text-slate-700">{t("sharedBy")}</p>
      <ul className="mt-4 divide-y divide-slate-200">
        {services.map((service) => (
          <li
            key={service.slug}
            className="flex justify-between gap-4 py-2 text-slate-900"
          >
            <span>
              {service.title}
              {items.some((item) => item.slug === service.slug) && (
                <span className="text-slate-600">{t("alreadyInCart")}</span>
              )}
            </span>
            <span className="font-bold">{formatUsd(service.price)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" onClick={accept} className="btn-primary">
          {t("addToCart")}
        </button>
        <button type="button" onClick={decline} className="btn-outline">
          {t("noThanks")}
        </button>
      </div>
    </section>
  );
}
