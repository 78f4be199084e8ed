import { getLocale } from "next-intl/server";
import { MissingPage } from "@/components/layout/missing-page";
import { localeOf } from "@/lib/i18n/locale-params";

/**
 * The 404 inside a language's pages: an unknown address there
 * (app/[locale]/[...missing]) or a page's missing thing (an unknown Tech), in
 * the language its layout set.
 */
export default async function NotFound() {
  return <MissingPage locale={localeOf({ locale: await getLocale() })} />;
}
