import { PageNotFound } from "@/components/layout/page-not-found";
import { HomeLink } from "@/components/layout/home-link";
import { SpanishServiceLinks } from "@/components/layout/spanish-service-links";

/** The 404 of every unknown address under /es, in Spanish (issue 60). */
export default async function SpanishNotFound() {
  return (
    <PageNotFound locale="es">
      <SpanishServiceLinks />
      <HomeLink locale="es" />
    </PageNotFound>
  );
}
