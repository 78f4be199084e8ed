"use client";

import Link from "next/link";
import { useEffect } from "react";
import { companyPhone } from "@/data/phone";

/** An error page's words, in its language; the phone number sits between `call` and `after`. */
export type ErrorWords = {
  readonly kicker: string;
  readonly heading: string;
  readonly call: string;
  readonly after: string;
  readonly retry: string;
  readonly home: string;
  readonly homeHref: string;
};

/**
 * Any exception below a layout lands here instead of the framework's bare
 * screen: the header and footer stay, and the visitor gets a phone number, a
 * retry and a way home (docs/product.md §2). Each language's error.tsx passes
 * its own words, so a page's script carries one language.
 */
export function ErrorView({
  error,
  retry,
  words,
}: {
  error: unknown;
  retry: () => void;
  words: ErrorWords;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className="mx-auto max-w-content px-4 py-16 sm:px-6">
      <p className="font-semibold text-brand-700">{words.kicker}</p>
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight">
        {words.heading}
      </h1>
      <p className="mt-4 max-w-xl text-slate-700">
        {words.call}{" "}
        <a
          href={`tel:${companyPhone.e164}`}
          className="font-semibold text-brand-700 underline"
        >
          {companyPhone.display}
        </a>{" "}
        {words.after}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" onClick={retry} className="btn-primary">
          {words.retry}
        </button>
        <Link href={words.homeHref} className="btn-outline">
          {words.home}
        </Link>
      </div>
    </div>
  );
}
