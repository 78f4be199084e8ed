import { searchTerms } from "@/lib/content/search-terms";
import { localeOf, localeParams } from "@/lib/i18n/locale-params";
import { searchDocuments } from "@/lib/search/search-documents";
import { createServiceIndex } from "@/lib/search/service-search";
import { publishedCatalogue } from "@/lib/server/content/catalogue";

// Built once per language at build time and served as a file: the services'
// words and the words their speakers search with. /services fetches it only
// when a visitor uses the search box (docs/product.md §7).
export const dynamic = "force-static";

// A route is under no layout, so it names the languages itself.
export const generateStaticParams = localeParams;

export async function GET(
  _request: Request,
  { params }: RouteContext<"/[locale]/search-index.json">,
) {
  const locale = localeOf(await params);
  const index = createServiceIndex(
    searchDocuments((await publishedCatalogue())[locale], searchTerms(locale)),
  );
  return new Response(JSON.stringify(index), {
    headers: {
      "content-type": "application/json",
      "x-robots-tag": "noindex",
    },
  });
}
