import Link from "next/link";
import { PageNotFound } from "@/components/layout/page-not-found";
import { HomeLink } from "@/components/layout/home-link";
import { SiteDocument } from "@/components/layout/site-document";
import { englishServices } from "@/lib/content/services";
import { servicePath } from "@/lib/service-path";
import "./globals.css";

export { metadata, viewport } from "./(site)/layout";

/**
 * The page of every unknown address, /404 included (docs/product.md §2): a page
 * of its own, so its list of services is in its HTML only. As app/not-found.tsx
 * it would be in every page's React payload, which carries the layout's
 * not-found view in case a client navigation needs it.
 */
export default function GlobalNotFound() {
  return (
    <SiteDocument locale="en">
      <PageNotFound>
        <p className="mt-4 max-w-xl text-slate-700">
          The link may be old or mistyped. Head back to the home page, or pick
          one of our services below.
        </p>
        <HomeLink />
        <h2 className="mt-12 text-2xl font-bold">Our services</h2>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {englishServices.map((service) => (
            <li key={service.slug}>
              <Link
                href={servicePath(service.slug)}
                prefetch={false}
                className="text-brand-700 underline hover:text-brand-800"
              >
                {service.title}
              </Link>
            </li>
          ))}
        </ul>
      </PageNotFound>
    </SiteDocument>
  );
}
