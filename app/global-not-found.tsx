import type { Metadata } from "next";
import { MissingPage } from "@/components/layout/missing-page";
import { SiteDocument } from "@/components/layout/site-document";
import { company } from "@/data/company";
import { defaultLocale } from "@/data/locale";
import "./globals.css";

export { viewport } from "./[locale]/layout";

export const metadata: Metadata = { title: company.name };

/**
 * The 404 of an address outside every language's pages, which proxy.ts does
 * not give a language (an unknown `/api/…` address): the default language's.
 */
export default function GlobalNotFound() {
  return (
    <SiteDocument locale={defaultLocale}>
      <MissingPage locale={defaultLocale} />
    </SiteDocument>
  );
}
