import words from "@/messages/es/share.json";

/** data/en/share.ts in Spanish: the catalogue's `share`, for the service page's words. */
export const shareSaidEs = words;
