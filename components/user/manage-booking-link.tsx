import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/data/locale";
import { manageBookingLink } from "@/data/navigation";
import { localePath } from "@/lib/i18n/paths";

/** A booking made as a guest is found again by its reference (docs/product.md §21.2). */
export async function ManageBookingLink({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "account" });
  return (
    <p className="mt-6 text-slate-700">
      {t("guestBefore")}{" "}
      <Link
        href={localePath(locale, manageBookingLink.href)}
        className="font-semibold text-brand-700 underline"
      >
        {t("bookings.emptyLink")}
      </Link>{" "}
      {t("guestAfter")}
    </p>
  );
}
