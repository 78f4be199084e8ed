import type { ReactNode } from "react";
import { NextIntlClientProvider, type Messages } from "next-intl";
import { companyFacts } from "@/data/company-facts";
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
  formParts = true,
  children,
}: {
  locale: Locale;
  namespaces: readonly (keyof Messages)[];
  /**
   * The form parts' words (components/forms/), which islands of every area
   * draw: a provider replaces the one around it rather than adding to it, so
   * each sends them unless its islands draw no form.
   */
  formParts?: boolean;
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={islandMessages(
        locale,
        formParts ? ["forms", ...namespaces] : namespaces,
      )}
      timeZone={companyFacts.timeZone}
    >
      {children}
    </NextIntlClientProvider>
  );
}
