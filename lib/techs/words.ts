import { createTranslator } from "@/lib/i18n/create-translator";
import { companyFacts } from "@/data/company-facts";
import techWork from "@/messages/en/techWork.json";

/**
 * A Tech's words for the checks the editor and the server share (a profile's
 * fields): a Tech's pages are English only, so this holds the English
 * techWork namespace alone, and the editor's island that imports it carries
 * no other area's words and no other language (lib/i18n/catalogue.ts's
 * `translator` holds them all).
 */
export const techWorkWords = createTranslator({
  locale: "en",
  messages: { techWork },
  namespace: "techWork",
  timeZone: companyFacts.timeZone,
});
