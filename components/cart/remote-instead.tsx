import type { Ref } from "react";
import { CompanyPhone } from "@/components/forms/company-phone";
import { formatUsd } from "@/data/money";
import type { RemoteOption } from "@/lib/catalogue";
import { useCheckoutWords } from "@/components/cart/checkout-words";

/**
 * What we can do at a ZIP no Tech visits (docs/product.md §23.7): each home
 * visit in the cart can be swapped for a service of its kind done by phone or
 * in a remote session, or the visitor calls us. No visit is requested there:
 * nobody would come.
 */
export function RemoteInstead({
  zip,
  visits,
  onSwap,
  ref,
}: {
  zip: string;
  /** The cart's home visits, each with the remote services of its kind. */
  visits: readonly {
    slug: string;
    title: string;
    options: readonly RemoteOption[];
  }[];
  onSwap: (from: string, to: string) => void;
  ref?: Ref<HTMLElement>;
}) {
  const { said } = useCheckoutWords();
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="checkout-remote-title"
      className="grid gap-3 rounded-lg border border-slate-300 bg-white p-4 text-slate-900 sm:col-span-2"
    >
      <h3 id="checkout-remote-title" className="text-lg font-bold">
        {said.remoteInstead}
      </h3>
      <p>{said.remoteInsteadIntro(zip)}</p>
      {visits.map((visit) => (
        <ul
          key={visit.slug}
          aria-label={said.insteadOf(visit.title)}
          className="grid gap-2"
        >
          {visit.options.map((option) => (
            <li key={option.slug}>
              <button
                type="button"
                className="btn-outline w-full"
                onClick={() => onSwap(visit.slug, option.slug)}
              >
                {said.bookInstead(
                  option.title,
                  formatUsd(option.price),
                  visit.title,
                )}
              </button>
            </li>
          ))}
        </ul>
      ))}
      <p>
        {said.orCall} <CompanyPhone />
        {said.orCallAfter}
      </p>
    </section>
  );
}
