import { notFound } from "next/navigation";

/**
 * Any address no page answers, in its language (proxy.ts gives an English one
 * its `/en` segment): the 404 of app/[locale]/not-found.tsx, in the layout of
 * that language, rather than Next.js's own page outside every language.
 */
export default function MissingPage() {
  notFound();
}
