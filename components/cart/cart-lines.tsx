import Link from "next/link";
import { useTranslations } from "next-intl";
import type { Locale } from "@/data/locale";
import type { CartItem } from "@/lib/cart/items";
import { formatUsd } from "@/data/money";
import { servicePath } from "@/lib/service-path";
import { localePath } from "@/lib/i18n/paths";

export function CartLines({
  items,
  onRemove,
  locale = "en",
}: {
  locale?: Locale;
  items: readonly CartItem[];
  onRemove: (index: number) => void;
}) {
  const t = useTranslations("cart");
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item, index) => (
        <li key={item.slug} className="flex items-center gap-4 p-4">
          <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
            <Link
              href={localePath(locale, servicePath(item.slug))}
              className="font-semibold text-slate-900 underline-offset-4 hover:underline"
            >
              {item.title}
            </Link>
            <span className="font-bold text-slate-900">
              {formatUsd(item.price)}
            </span>
          </div>
          <button
            type="button"
            onClick={() => onRemove(index)}
            aria-label={t("removeLine", { title: item.title })}
            className="btn-outline min-h-10 shrink-0 px-3 py-1.5 text-sm"
          >
            {t("remove")}
          </button>
        </li>
      ))}
    </ul>
  );
}
