import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/data/locale";
import { localePath } from "@/lib/i18n/paths";

/** The link home, for every 404. */
export async function HomeLink({ locale = "en" }: { locale?: Locale }) {
  const t = await getTranslations({ locale, namespace: "notFound" });
  return (
    <Link href={localePath(locale, "/")} className="btn-primary mt-6">
      {t("home")}
    </Link>
  );
}
