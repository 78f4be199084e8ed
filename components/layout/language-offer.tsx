"use client";

import { usePathname } from "next/navigation";
import { useSyncExternalStore, useState } from "react";
import { defaultPath, inLanguage, pathIn } from "@/lib/i18n/paths";

const storageKey = "language-offer-dismissed";

/** Read once on the client; the server renders no offer. */
const prefersSpanish = () => {
  const first = navigator.languages.find((l) => /^(en|es)\b/i.test(l));
  return first !== undefined && /^es\b/i.test(first);
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
 * One line, in Spanish, offering the Spanish page to a browser that prefers
 * Spanish to English. An offer, never a redirect: the address decides the
 * language (docs/glossary-es.md). A dismissal is remembered on this device.
 * Its words are the offered language's `languageOffer` namespace, as it is
 * read by someone who prefers that language, given written by the layout
 * (components/layout/site-document.tsx): the layout's islands read no
 * translator, so a page without other islands loads none
 * (docs/performance.md, "JavaScript per page").
 */
export function LanguageOffer({
  words,
}: {
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
    () => prefersSpanish() && !dismissed(),
    () => false,
  );
  if (!show || closed || !inLanguage("es", pathname)) return null;
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
      lang="es"
      className="flex items-center justify-center gap-3 bg-amber-50 px-4 py-2 text-sm text-slate-900"
    >
      <span>
        {words.offer}{" "}
        <a
          href={pathIn("es", pathname)}
          hrefLang="es"
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
