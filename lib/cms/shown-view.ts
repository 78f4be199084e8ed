import { cache } from "react";

/**
 * What a page in Draft Mode shows, as shownCatalogue
 * (lib/server/content/catalogue.ts) decided it for this request: an
 * editor's drafts, one service's or page's draft through a review link, what is
 * published because the review link no longer opens it, or what is
 * published because nothing proved who asks.
 */
export type ShownView =
  | { readonly kind: "published" }
  | { readonly kind: "drafts" }
  | {
      readonly kind: "review";
      readonly title: string;
      readonly of: "service" | "page";
    }
  | { readonly kind: "reviewEnded" };

// One per request (React's cache is per render on the server), so that the
// banner, drawn after the layout has read the catalogue, says what it shows.
const slot = cache((): { view?: ShownView } => ({}));

export function noteShownView(view: ShownView): void {
  slot().view = view;
}

/** This request's view, or undefined when no catalogue was read in Draft Mode. */
export function shownView(): ShownView | undefined {
  return slot().view;
}
