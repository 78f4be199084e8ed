import type { Ref } from "react";
import { CompanyPhone } from "@/components/forms/company-phone";
import { formatUsd } from "@/data/money";
import type { RemoteOption } from "@/lib/catalogue";

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
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="checkout-remote-title"
      className="grid gap-3 rounded-lg border border-slate-300 bg-white p-4 text-slate-900 sm:col-span-2"
    >
      <h3 id="checkout-remote-title" className="text-lg font-bold">
        Remote help instead
      </h3>
      <p>
        A home visit cannot be booked at ZIP {zip}. These services are done by
        phone or in a remote session you approve, wherever you are:
      </p>
      {visits.map((visit) => (
        <ul
          key={visit.slug}
          aria-label={`Instead of ${visit.title}`}
          className="grid gap-2"
        >
          {visit.options.map((option) => (
            <li key={option.slug}>
              <button
                type="button"
                className="btn-outline w-full"
                onClick={() => onSwap(visit.slug, option.slug)}
              >
                Book {option.title} ({formatUsd(option.price)}) instead of{" "}
                {visit.title}
              </button>
            </li>
          ))}
        </ul>
      ))}
      <p>
        Or call us at <CompanyPhone />: we tell you what can be done by phone.
        If the ZIP is wrong, correct it above.
      </p>
    </section>
  );
}
