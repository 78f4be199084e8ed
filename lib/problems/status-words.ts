import { createTranslator } from "@/lib/i18n/create-translator";
import { companyFacts } from "@/data/company-facts";
import problemStatus from "@/messages/en/problemStatus.json";

/**
 * A problem's state in words, for /user's list of a Client's problems, which
 * is drawn in either language while the problem pages are English only: this
 * holds the English problemStatus namespace alone, a few words, so /user's
 * island carries none of the problem pages' other words.
 */
export const problemStatusWords = createTranslator({
  locale: "en",
  messages: { problemStatus },
  namespace: "problemStatus",
  timeZone: companyFacts.timeZone,
});
