import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/data/locale";

/** The 404's heading and way home; `children` says where else to go. */
export async function PageNotFound({
  locale = "en",
  children,
}: {
  locale?: Locale;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: "notFound" });
  return (
    <div className="mx-auto max-w-content px-4 py-16 sm:px-6">
      <p className="font-semibold text-brand-700">{t("error")}</p>
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight">
        {t("heading")}
      </h1>
      {children}
    </div>
  );
}
