import { zipEn } from "@/data/en/zip";
import { zipEs } from "@/data/es/zip";
import type { Locale } from "@/data/locale";

/**
 * What a customer is told about a ZIP (docs/product.md §23.7), in each
 * language: the server's refusals and the checkout's own checks say the same.
 * Apart from the other refusals, so the checkout's script carries only these.
 */
export type ZipCopy = {
  readonly empty: string;
  readonly malformed: string;
  /** A ZIP no Tech visits, while Techs visit others. */
  readonly notVisited: (zip: string) => string;
};

export const zipCopy: Readonly<Record<Locale, ZipCopy>> = {
  en: zipEn,
  es: zipEs,
};
