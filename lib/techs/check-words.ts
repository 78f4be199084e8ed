import { createTranslator } from "@/lib/i18n/create-translator";
import { companyFacts } from "@/data/company-facts";
import techChecks from "@/messages/en/techChecks.json";

/**
 * What the server answers staff and Techs about a Tech (the desk's checks of
 * a profile and a role, the editor's and the photo's refusals): English
 * only, as the desk and a Tech's pages are, so this holds the English
 * techChecks namespace alone. No island reads it, and none sends it to the
 * browser: an island that imported it would carry these words and no others
 * (lib/i18n/catalogue.ts's `translator` holds every area and language).
 */
export const techCheckWords = createTranslator({
  locale: "en",
  messages: { techChecks },
  namespace: "techChecks",
  timeZone: companyFacts.timeZone,
});
