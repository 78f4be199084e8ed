/**
 * The journeys tests/e2e/keyboard.spec.ts walks with the keyboard alone, one test each,
 * in words a visitor reads: /accessibility lists them and states how many
 * there are (docs/product.md §16). A keyboard test is added here, with its
 * walk in that spec; tests/e2e/trust.spec.ts checks that the page's
 * count matches the tests Playwright finds in that file.
 */
export const keyboardJourneys = {
  checkout:
    "From the home page, open the menu, choose a service, add it to the cart, then go to the cart and on to checkout.",
  staySafe:
    "From the About Us page, go to “How to spot a tech-support scam” in the footer, open it, and reach the link that calls us.",
} as const;

export type KeyboardJourney = keyof typeof keyboardJourneys;
