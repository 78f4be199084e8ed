import Link from "next/link";
import { useTranslations } from "next-intl";
import type { Locale } from "@/data/locale";
import { localePath } from "@/lib/i18n/paths";
import { ShareButton } from "@/components/share/share-button";
import { formatUsd } from "@/data/money";
import { PaymentMethods } from "./payment-methods";

export function CartSummary({
  total,
  onClear,
  shareLink,
  locale = "en",
}: {
  locale?: Locale;
  total: number;
  onClear: () => void;
  /** The absolute link that shares this cart (docs/product.md §7). */
  shareLink: string;
}) {
  const t = useTranslations("cart");
  const share = useTranslations("share");
  return (
    <section
      aria-label={t("cartTotal")}
      className="h-fit rounded-xl border border-slate-200 bg-white p-6 lift-sm"
    >
      <p className="text-xl text-slate-900">
        {t("total")}{" "}
        <strong className="font-extrabold">{formatUsd(total)}</strong>
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link
          href={localePath(locale, "/checkout")}
          prefetch={false}
          className="btn-accent"
        >
          {t("checkout")}
        </Link>
        <button type="button" onClick={onClear} className="btn-outline">
          {t("clearCart")}
        </button>
      </div>
      <div className="mt-6 border-t border-slate-200 pt-4">
        <ShareButton
          url={shareLink}
          words={{
            label: t("shareCart"),
            fieldLabel: t("cartLink"),
            copied: share("copied"),
            manual: share("manual"),
          }}
        />
      </div>
      <div className="mt-6">
        <PaymentMethods />
      </div>
    </section>
  );
}
