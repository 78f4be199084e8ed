import Link from "next/link";
import { PageNotFound } from "@/components/layout/page-not-found";
import { HomeLink } from "@/components/layout/home-link";

/**
 * A page's own "not found" (an unknown Tech's profile): every page's React
 * payload carries this view, so it links to the services rather than listing
 * them as the 404 of unknown addresses does (app/global-not-found.tsx).
 */
export default function NotFound() {
  return (
    <PageNotFound>
      <p className="mt-4 max-w-xl text-slate-700">
        The link may be old or mistyped. Head back to the home page, or see{" "}
        <Link
          href="/services"
          prefetch={false}
          className="text-brand-700 underline hover:text-brand-800"
        >
          all our services
        </Link>
        .
      </p>
      <HomeLink />
    </PageNotFound>
  );
}
