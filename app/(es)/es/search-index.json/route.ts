import { searchTerms } from "@/lib/content/search-terms";
import { servicesIn } from "@/lib/content/services";
import { searchDocuments } from "@/lib/search/search-documents";
import { createServiceIndex } from "@/lib/search/service-search";

// The Spanish search index: the services' Spanish words and the words Spanish
// speakers search with (data/content/search-terms/es.ts), built once like the English one.
export const dynamic = "force-static";

export function GET() {
  const index = createServiceIndex(
    searchDocuments(servicesIn("es"), searchTerms("es")),
  );
  return new Response(JSON.stringify(index), {
    headers: {
      "content-type": "application/json",
      "x-robots-tag": "noindex",
    },
  });
}
