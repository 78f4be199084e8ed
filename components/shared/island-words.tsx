import type { ReactNode } from "react";
import { NextIntlClientProvider, type Messages } from "next-intl";
import { company } from "@/data/company";
import type { Locale } from "@/data/locale";
import { islandMessages } from "@/lib/i18n/catalogue";

/**
 * The words the islands inside it read with `useTranslations`: only these
 * namespaces, in this language, are sent to the browser
 * (docs/architecture.md, "Languages").
 */
export function IslandWords({
  locale,
  namespaces,
  children,
}: {
  locale: Locale;
  namespaces: readonly (keyof Messages)[];
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={islandMessages(locale, namespaces)}
      timeZone={company.timeZone}
    >
      {children}
    </NextIntlClientProvider>
  );
}
