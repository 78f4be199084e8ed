"use client";

import { PageLink } from "@/components/layout/page-link";
import { useCart } from "@/components/cart/use-cart";
import { formatUsd, sumPrices } from "@/data/money";
import { useTranslations } from "next-intl";
import type { Locale } from "@/data/locale";
import { localePath } from "@/lib/i18n/paths";

export function CheckoutTotal({ locale = "en" }: { locale?: Locale }) {
  const t = useTranslations("cart");
  const items = useCart((state) => state.items);
  const count = t("services", { count: items.length });
  return (
    <>
      <p className="mt-2 text-4xl font-extrabold text-slate-900">
        {formatUsd(sumPrices(items))}
      </p>
      <p className="mt-1 min-h-6 text-sm text-slate-600">
        {items.length === 0 ? (
          <>
            {t("emptyCart")}{" "}
            {/* Not prefetched: the home page's scripts would count against
                the checkout's (docs/performance.md). */}
            <PageLink
              href={localePath(locale, "/")}
              className="font-semibold text-brand-700 underline"
            >
              {t("addServiceLink")}
            </PageLink>
          </>
        ) : (
          <>
            {/* One line on a phone, where this summary sits above the form:
                the stored cart arriving must not move the form down. */}
            <span className="lg:hidden">{count}</span>
            <span className="hidden lg:inline">
              {count}: {items.map((item) => item.title).join(", ")}
            </span>
          </>
        )}
      </p>
    </>
  );
}
