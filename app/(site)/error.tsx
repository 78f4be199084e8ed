"use client";

import Link from "next/link";
import { useEffect } from "react";
import { company } from "@/data/company";

/**
 * Any exception below the layout lands here instead of the framework's bare
 * screen: the header and footer stay, and the visitor gets a phone number, a
 * retry and a way home (docs/product.md §2).
 */
export default function ErrorPage({
  error,
  retry,
}: {
  error: unknown;
  retry: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className="mx-auto max-w-content px-4 py-16 sm:px-6">
      <p className="font-semibold text-brand-700">Something went wrong</p>
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight">
        This page stopped working
      </h1>
      <p className="mt-4 max-w-xl text-slate-700">
        Sorry, that was our fault. Your cart is safe in this browser. Try again,
        or call us on{" "}
        <a
          href={`tel:${company.phone.e164}`}
          className="font-semibold text-brand-700 underline"
        >
          {company.phone.display}
        </a>{" "}
        ({company.hoursLong}) and we will help you straight away.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" onClick={retry} className="btn-primary">
          Try again
        </button>
        <Link href="/" className="btn-outline">
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
