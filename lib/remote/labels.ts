import type { SessionAccess } from "@/data/remote-sessions";
import type { Locale } from "@/data/locale";
import { translator } from "@/lib/i18n/catalogue";
import { osLabel } from "./rules";

/**
 * A request's access and a computer, in words of `locale`, for the server's
 * records, mails and views (the catalogue holds every language, so no island
 * imports this; lib/remote/rules.ts is what islands share).
 */
export function accessLabel(
  access: SessionAccess,
  locale: Locale = "en",
): string {
  return translator(locale, "remote")(`access.${access}`);
}

/** A computer as the record names it: “Office PC” (Windows 11). */
export function computerLabel(
  computer: {
    readonly name: string | null;
    readonly os: string;
  },
  locale: Locale = "en",
): string {
  return `${computer.name ? `“${computer.name}”` : translator(locale, "remote")("erasedComputer")} (${osLabel(computer.os)})`;
}
