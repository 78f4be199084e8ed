import type { Metadata } from "next";
import { MissingPage } from "@/components/layout/missing-page";
import { SiteDocument } from "@/components/layout/site-document";
import { company } from "@/data/company";
import { defaultLocale } from "@/data/locale";
import { publishedCatalogue } from "@/lib/server/content/catalogue";
import "./globals.css";

export { viewport } from "./[locale]/layout";

export const metadata: Metadata = { title: company.name };

/**
 * The 404 of an address outside every language's pages, which proxy.ts does
 * not give a language (an unknown `/api/…` address): the default language's.
 */
export default async function GlobalNotFound() {
  const catalogue = await publishedCatalogue();
  return (
    <SiteDocument locale={defaultLocale} catalogue={catalogue}>
      <MissingPage locale={defaultLocale} services={catalogue[defaultLocale]} />
    </SiteDocument>
  );
}
