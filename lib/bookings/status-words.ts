import { createTranslator } from "@/lib/i18n/create-translator";
import { companyFacts } from "@/data/company-facts";
import bookingStatus from "@/messages/en/bookingStatus.json";

/**
 * A booking's state in words as staff and Techs read it (English only; a
 * customer reads bookingRecord.status in their language), for the pure
 * helpers and islands outside the desk's and a Tech's words: /user's list of
 * a Tech's work, drawn in either language, and the desk's export. It holds
 * the English bookingStatus namespace alone, a few words, so an island that
 * imports it carries none of the desk's other words.
 */
export const bookingStatusWords = createTranslator({
  locale: "en",
  messages: { bookingStatus },
  namespace: "bookingStatus",
  timeZone: companyFacts.timeZone,
});
