import { PageLink } from "@/components/layout/page-link";
import { CartLink } from "@/components/cart/cart-link";
import { PhoneIcon } from "@/components/icons/phone-icon";
import { SearchIcon } from "@/components/icons/search-icon";
import { UserIcon } from "@/components/icons/user-icon";
import { SidebarMenu } from "@/components/layout/sidebar/sidebar-menu";
import { SidebarNav } from "@/components/layout/sidebar/sidebar-nav";
import { company } from "@/data/company";

/**
 * A grid of fixed columns, each link placed in its own, so that no link moves
 * when the ones after it arrive: the browser may paint the header before it
 * has read all of it. Its looks are `.site-header` and `.header-*` of
 * app/globals.css, on every page twice (HTML and React payload).
 */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div>
        <SidebarMenu>
          <SidebarNav />
        </SidebarMenu>
        <PageLink href="/" className="header-brand">
          {company.shortName}
          <span className="text-accent-400"> IT</span>
        </PageLink>
        {/* Tap-to-call at every width; the number shows from md up. */}
        <a
          href={`tel:${company.phone.e164}`}
          aria-label={`Call us at ${company.phone.display}`}
          className="header-icon header-phone"
        >
          <PhoneIcon className="size-6 md:size-5" />
          <span className="hidden md:block">{company.phone.display}</span>
        </a>
        <PageLink
          href="/services#search"
          aria-label="Search services"
          className="header-icon col-start-4"
        >
          <SearchIcon className="size-6" />
        </PageLink>
        <CartLink />
        <PageLink href="/user" aria-label="Account" className="header-icon">
          <UserIcon className="size-6" />
        </PageLink>
      </div>
    </header>
  );
}
