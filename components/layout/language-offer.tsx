"use client";

import { usePathname } from "next/navigation";
import { useSyncExternalStore, useState } from "react";
import { locales, type Locale } from "@/data/locale";
import { defaultPath, inLanguage, pathIn } from "@/lib/i18n/paths";

const storageKey = "language-offer-dismissed";

/**
 * Whether, of the site's languages, the browser lists `offered` first. Read
 * once on the client; the server renders no offer.
 */
const prefers = (offered: Locale) => {
  const first = navigator.languages
    .map((tag) => locales.find((l) => new RegExp(`^${l}\\b`, "i").test(tag)))
    .find((l) => l !== undefined);
  return first === offered;
};

function dismissed(): boolean {
  try {
    return localStorage.getItem(storageKey) === "1";
  } catch {
    return true;
  }
}

const noSubscription = () => () => {};

/**
 * One line, in the offered language, offering the page in it to a browser
 * that prefers that language to the site's others. An offer, never a
 * redirect: the address decides the language (docs/glossary-es.md). A
 * dismissal is remembered on this device. Its words are the offered
 * language's `languageOffer` namespace, as it is read by someone who prefers
 * that language, given written by the layout
 * (components/layout/site-document.tsx): the layout's islands read no
 * translator, so a page without other islands loads none
 * (docs/performance.md, "JavaScript per page").
 */
export function LanguageOffer({
  offered,
  words,
}: {
  offered: Locale;
  words: {
    readonly offer: string;
    readonly link: string;
    readonly dismiss: string;
  };
}) {
  const pathname = defaultPath(usePathname());
  const [closed, setClosed] = useState(false);
  const show = useSyncExternalStore(
    noSubscription,
    () => prefers(offered) && !dismissed(),
    () => false,
  );
  if (!show || closed || !inLanguage(offered, pathname)) return null;
  function dismiss() {
    setClosed(true);
    try {
      localStorage.setItem(storageKey, "1");
    } catch {
      // Private browsing may refuse storage: the line still closes now.
    }
  }
  return (
    <p
      lang={offered}
      className="flex items-center justify-center gap-3 bg-amber-50 px-4 py-2 text-sm text-slate-900"
    >
      <span>
        {words.offer}{" "}
        <a
          href={pathIn(offered, pathname)}
          hrefLang={offered}
          className="font-semibold text-brand-800 underline"
        >
          {words.link}
        </a>
      </span>
      <button
        type="button"
        onClick={dismiss}
        className="min-h-11 rounded-md px-3 font-semibold underline"
      >
        {words.dismiss}
      </button>
    </p>
  );
}
