import { aboutUs } from "@/data/content/about-us";
import { aboutUsEs } from "@/data/es/about-us";
import type { Locale } from "@/data/locale";
import type { Link } from "@/data/navigation";

/** The about page's words (data/content/about-us.ts), in one language. */
export type AboutUsCopy = {
  readonly sections: readonly {
    readonly heading: string;
    readonly paragraphs: readonly string[];
    readonly link?: Link;
  }[];
  readonly talk: {
    readonly heading: string;
    readonly beforePhone: string;
    readonly afterPhone: string;
    readonly contactLabel: string;
  };
};

export const aboutUsCopy: Readonly<Record<Locale, AboutUsCopy>> = {
  en: aboutUs,
  es: aboutUsEs,
};
