import { getLocale } from "next-intl/server";
import { MissingPage } from "@/components/layout/missing-page";
import { localeOf } from "@/lib/i18n/locale-params";
import { shownCatalogue } from "@/lib/server/content/catalogue";

/**
 * A page's own missing thing (an unknown Tech's profile), in the language its
 * layout set; an address no page answers is app/global-not-found.tsx.
 */
export default async function NotFound() {
  const locale = localeOf({ locale: await getLocale() });
  const catalogue = await shownCatalogue();
  return <MissingPage locale={locale} services={catalogue[locale]} />;
}
