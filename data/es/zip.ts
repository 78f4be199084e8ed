import type { ZipCopy } from "@/data/copy/zip";

/** What a customer is told about a ZIP, in Spanish (data/copy/zip.ts). */
export const zipEs: ZipCopy = {
  empty: "Escriba su código postal de 5 dígitos, como 10001.",
  malformed: "Un código postal tiene 5 dígitos, como 10001 o 10001-1234.",
  notVisited: (zip) =>
    `No hacemos visitas en el código postal ${zip}: ninguno de nuestros técnicos va allí.`,
};
