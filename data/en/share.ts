import words from "@/messages/en/share.json";

/**
 * What a Share button says once pressed, in English: the catalogue's `share`
 * namespace, which the service page's words still spread (data/en/service-page.ts).
 */
export const shareSaidEn = words;

/** What a Share button says after it is pressed, on a service page or a cart. */
export type ShareSaid = { readonly copied: string; readonly manual: string };
