import { PageLink } from "@/components/layout/page-link";
import { useTranslations } from "next-intl";
import type { Locale } from "@/data/locale";
import { localePath } from "@/lib/i18n/paths";
import { PaymentMethods } from "./payment-methods";

export function EmptyCart({ locale = "en" }: { locale?: Locale }) {
  const t = useTranslations("cart");
  return (
    <div className="max-w-3xl">
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <p className="text-xl font-semibold text-slate-900">{t("emptyCart")}</p>
        <p className="mt-2 text-slate-700">{t("emptyCartHint")}</p>
        <PageLink href={localePath(locale, "/")} className="btn-primary mt-6">
          {t("addAService")}
        </PageLink>
      </div>
      <div className="mt-8">
        <PaymentMethods />
      </div>
    </div>
  );
}
