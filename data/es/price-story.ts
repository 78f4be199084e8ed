import words from "@/messages/es/priceStory.json";

/** data/price-story.ts in Spanish: the catalogue's `priceStory`, for the Spanish content modules. */
export const priceStoryEs = words;
