import type { ReactNode } from "react";
import Link from "next/link";
import { DeskAccount } from "@/components/staff/desk-account";
import { DeskNav } from "@/components/staff/desk-nav";
import { DeskSessionProvider } from "@/components/staff/desk-session";
import { DeskWords } from "@/components/staff/desk-words";
import { company } from "@/data/company";
import { inDefaultLanguage } from "@/lib/i18n/locale-params";
import { translator } from "@/lib/i18n/catalogue";

/**
 * The desk's own frame (docs/product.md §15.12): the company's name, the
 * signed-in staff member with sign-out, and the desk's sections in a menu
 * that stays at the top of the screen. The root
 * layout leaves out the storefront's header, footer and cart here
 * (components/layout/site-frame.tsx).
 */
export default function StaffLayout({ children }: { children: ReactNode }) {
  inDefaultLanguage();
  return (
    // The sign-in's words, for the desk's session and its sign-in form, and
    // the remote sessions' (a request's steps in the record, SessionSteps).
    <DeskWords>
      <DeskSessionProvider>
        <header className="bg-slate-900 text-white">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
            <p className="text-lg font-extrabold">
              <Link href="/staff" className="focus-light">
                {company.name}
                <span className="font-semibold text-slate-300">
                  {" "}
                  {translator("en", "desk")("frame.suffix")}
                </span>
              </Link>
            </p>
            <DeskAccount />
          </div>
        </header>
        <DeskNav />
        <main id="main" className="flex-1 bg-slate-50">
          <div className="mx-auto grid max-w-6xl gap-6 px-3 py-6 sm:px-6 sm:py-10">
            {children}
          </div>
        </main>
      </DeskSessionProvider>
    </DeskWords>
  );
}
