import { useTranslations } from "next-intl";
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
  const t = useTranslations("checkout");
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="checkout-remote-title"
      className="grid gap-3 rounded-lg border border-slate-300 bg-white p-4 text-slate-900 sm:col-span-2"
    >
      <h3 id="checkout-remote-title" className="text-lg font-bold">
        {t("remoteInstead")}
      </h3>
      <p>{t("remoteInsteadIntro", { zip })}</p>
      {visits.map((visit) => (
        <ul
          key={visit.slug}
          aria-label={t("insteadOf", { title: visit.title })}
          className="grid gap-2"
        >
          {visit.options.map((option) => (
            <li key={option.slug}>
              <button
                type="button"
                className="btn-outline w-full"
                onClick={() => onSwap(visit.slug, option.slug)}
              >
                {t("bookInstead", {
                  option: option.title,
                  price: formatUsd(option.price),
                  visit: visit.title,
                })}
              </button>
            </li>
          ))}
        </ul>
      ))}
      <p>
        {t("orCall")} <CompanyPhone />
        {t("orCallAfter")}
      </p>
    </section>
  );
}
