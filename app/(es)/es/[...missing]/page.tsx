import { notFound } from "next/navigation";

/**
 * Any other address under /es: the Spanish 404 (app/(es)/es/not-found.tsx)
 * rather than the English one of unknown addresses.
 */
export default function MissingSpanishPage() {
  notFound();
}
