import type { ErrorWords } from "@/components/layout/error-view";
import type { Locale } from "@/data/locale";
import { translator } from "@/lib/i18n/catalogue";
import { localePath } from "@/lib/i18n/paths";

/**
 * The error page's words in `locale` (the `error` namespace) and its way
 * home, for the layout's `ErrorWordsProvider`. The server's: the catalogue
 * module holds every language.
 */
export function errorWordsIn(locale: Locale): ErrorWords {
  const t = translator(locale, "error");
  return {
    kicker: t("kicker"),
    heading: t("heading"),
    call: t("call"),
    after: t("after"),
    retry: t("retry"),
    home: t("home"),
    homeHref: localePath(locale, "/"),
  };
}
