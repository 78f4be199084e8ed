import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SiteFooter } from "@/components/layout/site-footer";
import { NavigationStatus } from "@/components/layout/navigation-status";
import { PreviewBanner } from "@/components/layout/preview-banner";
import { SiteFrame } from "@/components/layout/site-frame";
import { SiteHeader } from "@/components/layout/site-header";
import { company } from "@/data/company";
import { cartCatalogue } from "@/lib/cart/catalogue";
import { indexable, siteUrl } from "@/lib/site";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: siteUrl(),
  title: { default: company.name, template: `%s | ${company.name}` },
  // Pages without their own metadata (the 404) inherit this.
  robots: { index: indexable, follow: indexable },
  description: `${company.tagline}. Printer, WiFi, virus removal, computer setup and repair, backup and software help at fixed prices, ${company.hours}.`,
};

export const viewport: Viewport = { themeColor: "#0f172a" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // Smooth scrolling for in-page links only: with this attribute Next.js turns
    // it off while it changes route, so a new page opens at its top at once.
    <html lang="en-US" data-scroll-behavior="smooth">
      <body className="flex min-h-dvh flex-col">
        {/* Without JavaScript the menu cannot open; the footer lists every page instead. */}
        <noscript>
          <style>{".js-only{display:none!important}"}</style>
        </noscript>
        <PreviewBanner>
          <a
            href="#main"
            className="sr-only z-50 bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            Skip to content
          </a>
        </PreviewBanner>
        <SiteFrame
          header={
            <>
              <SiteHeader />
              <NavigationStatus />
            </>
          }
          footer={<SiteFooter />}
          catalogue={cartCatalogue}
        >
          {children}
        </SiteFrame>
      </body>
    </html>
  );
}
