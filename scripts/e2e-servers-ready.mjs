// @ts-check
/** The line scripts/e2e-servers.mjs prints once every end-to-end server answers, which playwright.config.ts waits for. */
export const allAnswer = "All the end-to-end servers answer.";
