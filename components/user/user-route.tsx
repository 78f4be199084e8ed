import type { Metadata } from "next";
import { SignedInFrame } from "@/components/layout/signed-in-frame";
import { IslandWords } from "@/components/shared/island-words";
import { accountCopy } from "@/data/copy/account";
import type { Locale } from "@/data/locale";
import { localePath } from "@/lib/i18n/paths";
import { pageMetadata } from "@/lib/seo";
import { ManageBookingLink } from "./manage-booking-link";
import { UserPanel } from "./user-panel";

export function userMetadata(locale: Locale): Metadata {
  const said = accountCopy[locale];
  return pageMetadata({
    title: said.title,
    description: said.description,
    path: localePath(locale, "/user"),
    locale,
  });
}

/** /user in either language: the account island, pre-rendered signed out. */
export function UserPage({ locale }: { locale: Locale }) {
  const said = accountCopy[locale];
  return (
    <SignedInFrame
      width="max-w-2xl"
      noScript={
        <>
          <h1 className="text-3xl font-extrabold text-slate-900">
            {said.noScriptHeading}
          </h1>
          <p className="mt-3 text-slate-700">{said.noScript}</p>
        </>
      }
      after={<ManageBookingLink locale={locale} />}
    >
      {/* Remote sessions and Your computers read the remote words. */}
      <IslandWords locale={locale} namespaces={["remote"]}>
        <UserPanel locale={locale} />
      </IslandWords>
    </SignedInFrame>
  );
}
