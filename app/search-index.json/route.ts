import { searchTerms } from "@/lib/content/search-terms";
import { englishServices } from "@/lib/content/services";
import { searchDocuments } from "@/lib/search/search-documents";
import { createServiceIndex } from "@/lib/search/service-search";

// Built once from data/ at build time and served as a file; /services fetches it
// only when a visitor uses the search box (docs/product.md §7).
export const dynamic = "force-static";

export function GET() {
  const index = createServiceIndex(
    searchDocuments(englishServices, searchTerms("en")),
  );
  return new Response(JSON.stringify(index), {
    headers: {
      "content-type": "application/json",
      "x-robots-tag": "noindex",
    },
  });
}
