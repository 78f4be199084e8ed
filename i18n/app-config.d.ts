import type { Locale } from "@/data/locale";
import type english from "@/messages/en";

// next-intl's types read the locales and the English catalogue, so a missing
// key, a missing ICU argument or a wrong one fails `tsc`
// (docs/architecture.md, "Languages").
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof english;
  }
}
