import { getTranslations } from "next-intl/server";
import { PageLink } from "@/components/layout/page-link";
import { CartLink } from "@/components/cart/cart-link";
import { PhoneIcon } from "@/components/icons/phone-icon";
import { SearchIcon } from "@/components/icons/search-icon";
import { UserIcon } from "@/components/icons/user-icon";
import { LanguageSwitch } from "@/components/layout/language-switch";
import { SidebarMenu } from "@/components/layout/sidebar/sidebar-menu";
import { SidebarNav } from "@/components/layout/sidebar/sidebar-nav";
import { company } from "@/data/company";
import { defaultLocale, locales, type Locale } from "@/data/locale";
import type { Service } from "@/data/services";
import { localePath } from "@/lib/i18n/paths";

/**
 * A grid of fixed columns, each link placed in its own, so that no link moves
 * when the ones after it arrive: the browser may paint the header before it
 * has read all of it. Its looks are `.site-header` and `.header-*` of
 * app/globals.css, on every page twice (HTML and React payload).
 */
export async function SiteHeader({
  locale,
  services,
}: {
  locale: Locale;
  /** The published services, in the page's language, for the sidebar. */
  services: readonly Service[];
}) {
  const t = await getTranslations({ locale, namespace: "layout" });
  // The switch leads to the other language (the site has two).
  const otherLocale = locales.find((l) => l !== locale) ?? defaultLocale;
  return (
    <header className="site-header">
      <div>
        <SidebarMenu label={t("menu")} closeLabel={t("closeMenu")}>
          <SidebarNav
            locale={locale}
            label={t("siteNav")}
            services={services}
          />
        </SidebarMenu>
        <PageLink href={localePath(locale, "/")} className="header-brand">
          {company.shortName}
          <span className="text-accent-400"> IT</span>
        </PageLink>
        {/* Tap-to-call at every width; the number shows from md up. */}
        <a
          href={`tel:${company.phone.e164}`}
          aria-label={t("callUs", { phone: company.phone.display })}
          className="header-icon header-phone"
        >
          <PhoneIcon className="size-6 md:size-5" />
          <span className="hidden md:block">{company.phone.display}</span>
        </a>
        <PageLink
          href={`${localePath(locale, "/services")}#search`}
          aria-label={t("searchServices")}
          className="header-icon col-start-4"
        >
          <SearchIcon className="size-6" />
        </PageLink>
        <CartLink
          label={t("cart")}
          countLabel={{
            one: t("cartCount", { count: 1 }),
            other: t("cartCount", { count: 2 }).replace("2", "{count}"),
          }}
        />
        <PageLink
          href="/user"
          aria-label={t("account")}
          className="header-icon"
        >
          <UserIcon className="size-6" />
        </PageLink>
        <LanguageSwitch
          to={otherLocale}
          label={t("languageSwitch")}
          title={t("languageSwitchLabel")}
        />
      </div>
    </header>
  );
}
