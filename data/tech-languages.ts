/**
 * Other names a Tech may write a language as, each under the name /techs
 * filters by (docs/product.md §17.4): a Tech who wrote "Español" is found
 * under Spanish, as a customer looking for Spanish expects. Lower case.
 */
export const languageAliases: Readonly<Record<string, string>> = {
  español: "spanish",
  espanol: "spanish",
  castellano: "spanish",
};
