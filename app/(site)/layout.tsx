import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { siteDescription } from "@/components/layout/site-description";
import { SiteDocument } from "@/components/layout/site-document";
import { company } from "@/data/company";
import { indexable, siteUrl } from "@/lib/site";
import "../globals.css";

export const metadata: Metadata = {
  metadataBase: siteUrl(),
  title: { default: company.name, template: `%s | ${company.name}` },
  // Pages without their own metadata (the 404) inherit this.
  robots: { index: indexable, follow: indexable },
  description: siteDescription("en"),
};

export const viewport: Viewport = { themeColor: "#0f172a" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return <SiteDocument locale="en">{children}</SiteDocument>;
}
