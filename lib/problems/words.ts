import { createTranslator } from "@/lib/i18n/create-translator";
import { companyFacts } from "@/data/company-facts";
import problems from "@/messages/en/problems.json";

/**
 * The problems' words for the pure helpers that islands share (ages, the
 * terms of accepting a bid, the states on /user): the problem pages are
 * English only, so this holds the English problems namespace alone, and an
 * island that imports it carries no other area's words and no other
 * language (lib/i18n/catalogue.ts's `translator` holds them all).
 */
export const problemWords = createTranslator({
  locale: "en",
  messages: { problems },
  namespace: "problems",
  timeZone: companyFacts.timeZone,
});
