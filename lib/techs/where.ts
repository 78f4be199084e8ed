import type { Locale } from "@/data/locale";
import { translator } from "@/lib/i18n/catalogue";
import type { PublicProfile } from "./views";

// The server's alone: the catalogue holds every language, so no island imports it.

/** Where a Tech works, in a few words of `locale`. */
export function whereText(
  profile: PublicProfile,
  locale: Locale = "en",
): string {
  const t = translator(locale, "techs");
  const { zips } = profile;
  const { remote } = profile.text;
  const visits =
    zips.length === 0
      ? ""
      : zips.length <= 6
        ? t("visits", { count: zips.length, zips: zips.join(", ") })
        : t("visitsMany", {
            count: zips.length,
            first: zips[0]!,
            last: zips.at(-1)!,
          });
  return [visits, remote ? t("worksRemotely") : ""].filter(Boolean).join("; ");
}
