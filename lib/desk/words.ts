import { createTranslator } from "@/lib/i18n/create-translator";
import { companyFacts } from "@/data/company-facts";
import desk from "@/messages/en/desk.json";

/**
 * The desk's words for its pure helpers that islands share (a history's
 * lines, how long a request waited, Today and Tomorrow): the desk is English
 * only, so this holds the English desk namespace alone, and an island that
 * imports it carries no other area's words and no other language
 * (lib/i18n/catalogue.ts's `translator` holds them all).
 */
export const deskWords = createTranslator({
  locale: "en",
  messages: { desk },
  namespace: "desk",
  timeZone: companyFacts.timeZone,
});
