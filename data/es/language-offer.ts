/**
 * The line an English page shows a browser that prefers Spanish: it is read
 * by someone who prefers Spanish, so it has no English version.
 */
export const languageOfferEs = {
  offer: "Esta página también está en español.",
  link: "Verla en español",
  dismiss: "No, gracias",
} as const;
