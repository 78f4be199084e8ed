import type { ReactNode } from "react";
import { NextIntlClientProvider, type Messages } from "next-intl";
import { company } from "@/data/company";
import type { Locale } from "@/data/locale";
import { islandMessages } from "@/lib/i18n/catalogue";

/**
 * A wrapper that gives islands the real catalogue's namespaces, and the form
 * parts' words, as the page's `IslandWords` does:
 * `render(ui, { wrapper: withWords("es", ["checkout"]) })`.
 */
export function withWords(
  locale: Locale,
  namespaces: readonly (keyof Messages)[],
) {
  return function Words({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider
        locale={locale}
        messages={islandMessages(locale, ["forms", ...namespaces])}
        timeZone={company.timeZone}
      >
        {children}
      </NextIntlClientProvider>
    );
  };
}
