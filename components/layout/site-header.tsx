import Link from "next/link";
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
 * has read all of it.
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 bg-brand-950 text-white shadow-md">
      <div className="mx-auto grid h-16 max-w-content grid-cols-[auto_minmax(0,1fr)_auto_2.75rem_2.75rem_2.75rem] items-center gap-x-1 px-2 sm:gap-x-2 sm:px-6">
        <SidebarMenu>
          <SidebarNav />
        </SidebarMenu>
        <Link
          href="/"
          prefetch={false}
          className="col-start-2 max-w-full justify-self-start truncate rounded-md px-1 py-1 text-base font-extrabold tracking-tight min-[400px]:text-lg sm:px-2"
        >
          {company.shortName}
          <span className="text-accent-400"> IT</span>
        </Link>
        {/* Tap-to-call at every width; the number shows from md up. */}
        <a
          href={`tel:${company.phone.e164}`}
          className="col-start-3 inline-flex size-11 items-center justify-center gap-2 rounded-lg font-semibold hover:bg-white/10 md:w-auto md:px-3"
        >
          <PhoneIcon className="size-6 md:size-5" />
          <span className="sr-only">Call us at </span>
          <span className="sr-only md:not-sr-only">
            {company.phone.display}
          </span>
        </a>
        <Link
          href="/services"
          prefetch={false}
          aria-label="Search services"
          className="col-start-4 inline-flex size-11 items-center justify-center rounded-lg hover:bg-white/10"
        >
          <SearchIcon className="size-6" />
        </Link>
        <CartLink />
        <Link
          href="/user"
          prefetch={false}
          aria-label="Account"
          className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-white/10"
        >
          <UserIcon className="size-6" />
        </Link>
      </div>
    </header>
  );
}
