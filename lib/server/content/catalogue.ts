import "server-only";
import {
  contentCatalogue,
  type PublishedCatalogue,
} from "@/lib/content/services";

/**
 * The catalogue as it is published now: the one source of every service's
 * price, minutes and words for the pages and the booking server alike. The
 * CMS replaces this body alone (docs/cms.md); until then it is data/'s.
 */
export async function publishedCatalogue(): Promise<PublishedCatalogue> {
  return contentCatalogue;
}
