import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { setRequestLocale } from "next-intl/server";
import { siteDescription } from "@/components/layout/site-description";
import { SiteDocument } from "@/components/layout/site-document";
import { company } from "@/data/company";
import { indexable, siteUrl } from "@/lib/site";
import "../../globals.css";

/**
 * The Spanish site's root layout (docs/architecture.md, "Languages"): the
 * English one is app/(site)/layout.tsx, so each document has its own `lang`
 * and both are pre-rendered.
 */
export const metadata: Metadata = {
  metadataBase: siteUrl(),
  title: { default: company.name, template: `%s | ${company.name}` },
  robots: { index: indexable, follow: indexable },
  description: siteDescription("es"),
};

export const viewport: Viewport = { themeColor: "#0f172a" };

export default function SpanishLayout({ children }: { children: ReactNode }) {
  setRequestLocale("es");
  return <SiteDocument locale="es">{children}</SiteDocument>;
}
