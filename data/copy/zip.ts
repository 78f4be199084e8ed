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

export const zipEn: ZipCopy = {
  empty: "Enter your 5-digit ZIP code, such as 10001.",
  malformed: "A ZIP code has 5 digits, such as 10001 or 10001-1234.",
  notVisited: (zip) =>
    `We do not visit ZIP ${zip}: none of our technicians comes there.`,
};

export const zipEs: ZipCopy = {
  empty: "Escriba su código postal de 5 dígitos, como 10001.",
  malformed: "Un código postal tiene 5 dígitos, como 10001 o 10001-1234.",
  notVisited: (zip) =>
    `No hacemos visitas en el código postal ${zip}: ninguno de nuestros técnicos va allí.`,
};

export const zipCopy: Readonly<Record<Locale, ZipCopy>> = {
  en: zipEn,
  es: zipEs,
};
