import type { ReactNode } from "react";
import type { Messages } from "next-intl";
import { IslandWords } from "@/components/shared/island-words";
import type { Locale } from "@/data/locale";

/**
 * The frame of a page whose content appears once the browser has signed in
 * (an account, a Tech, the desk's problems): a card held at its final height,
 * so nothing jumps when the island arrives, and a sentence for a browser
 * without JavaScript, which cannot sign in. Its islands get the sign-in's
 * words (`signIn`) and the page's `namespaces`, in one IslandWords.
 */
export function SignedInFrame({
  children,
  noScript = (
    <p className="text-slate-700">
      This page needs JavaScript to sign you in. Turn it on and reload the page.
    </p>
  ),
  width = "max-w-3xl",
  after,
  locale = "en",
  namespaces = [],
}: {
  children: ReactNode;
  noScript?: ReactNode;
  width?: "max-w-2xl" | "max-w-3xl";
  /** Shown below the card, with or without JavaScript. */
  after?: ReactNode;
  /** The page's language; the Tech and desk pages are English only. */
  locale?: Locale;
  /** The namespaces the page's islands read besides `signIn`. */
  namespaces?: readonly (keyof Messages)[];
}) {
  return (
    <div className={`mx-auto ${width} px-4 py-12 sm:px-6`}>
      <div className="min-h-96 rounded-xl border border-slate-200 bg-white p-6 lift-sm">
        <noscript>{noScript}</noscript>
        <IslandWords locale={locale} namespaces={["signIn", ...namespaces]}>
          {children}
        </IslandWords>
      </div>
      {after}
    </div>
  );
}
