import { createTranslator } from "@/lib/i18n/create-translator";
import { companyFacts } from "@/data/company-facts";
import userWork from "@/messages/en/userWork.json";

/**
 * The words of /user's parts about work (a Tech's bookings and ways to their
 * pages, a Client's problems, the way to the profile editor), which the page
 * draws in either language while that work is English only: this holds the
 * English userWork namespace alone, so /user's islands carry no other words
 * of the Tech and problem pages.
 */
export const userWorkWords = createTranslator({
  locale: "en",
  messages: { userWork },
  namespace: "userWork",
  timeZone: companyFacts.timeZone,
});
