import type { ReactNode } from "react";
import { NavigationStatus } from "@/components/layout/navigation-status";
import { PreviewBanner } from "@/components/layout/preview-banner";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteFrame } from "@/components/layout/site-frame";
import { SiteHeader } from "@/components/layout/site-header";
import { cartCatalogue } from "@/lib/cart/catalogue";

/**
 * The document every page is drawn in: the root layout's, and the 404 page's
 * (app/global-not-found.tsx), which Next.js renders without the layout.
 */
export function SiteDocument({ children }: { children: ReactNode }) {
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
          <a href="#main" className="skip-link">
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
