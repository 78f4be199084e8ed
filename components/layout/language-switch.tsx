"use client";

import { usePathname } from "next/navigation";
import { PageLink } from "@/components/layout/page-link";
import type { Locale } from "@/data/locale";
import { defaultPath, inLanguage, pathIn } from "@/lib/i18n/paths";

/**
 * The header's link to the page you are on in the other language (its home
 * page where this one has no translation). A link, not a setting: the cart is
 * in localStorage and follows; nothing redirects by the browser's language.
 */
export function LanguageSwitch({
  to,
  label,
  title,
}: {
  /** The language the link leads to, in which its label is written. */
  to: Locale;
  label: string;
  title: string;
}) {
  const address = defaultPath(usePathname());
  const href = pathIn(to, inLanguage(to, address) ? address : "/");
  return (
    <PageLink
      href={href}
      hrefLang={to}
      lang={to}
      aria-label={title}
      className="header-language"
    >
      {label}
    </PageLink>
  );
}
