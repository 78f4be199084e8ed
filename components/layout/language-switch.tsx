"use client";

import { usePathname } from "next/navigation";
import { PageLink } from "@/components/layout/page-link";
import { locales, type Locale } from "@/data/locale";
import { defaultPath, inLanguage, pathIn } from "@/lib/i18n/paths";

/**
 * The header's link to the page you are on in the next language of the list
 * (its home page where this one is not written in it). A link, not a setting: the cart is
 * in localStorage and follows; nothing redirects by the browser's language.
 */
export function LanguageSwitch({
  locale,
  label,
  title,
}: {
  locale: Locale;
  label: string;
  title: string;
}) {
  const target = locales[(locales.indexOf(locale) + 1) % locales.length]!;
  const address = defaultPath(usePathname());
  const href = pathIn(target, inLanguage(target, address) ? address : "/");
  return (
    <PageLink
      href={href}
      hrefLang={target}
      lang={target}
      aria-label={title}
      className="header-language"
    >
      {label}
    </PageLink>
  );
}
