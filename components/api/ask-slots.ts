import { callPublic, type ApiError } from "@/components/api/call-api";
import type { SlotAnswer, SlotOffer } from "@/lib/scheduling/offer";
import { zipOf } from "@/lib/zip";
import { defaultLocale, type Locale } from "@/data/locale";

/**
 * The server's free starts for services at a ZIP (`GET /checkout/api/slots`,
 * docs/product.md §23.6–7), for the checkout and the service pages' ZIP
 * check; a ZIP is sent as its 5 digits (a ZIP+4's first five), and one
 * that cannot be read is not sent. A refused question says its
 * sentence (in the question's language); no answer at all, or one without
 * a sentence, reads as "unavailable", as the route itself answers when the
 * database is down.
 */
export async function askSlots(
  slugs: readonly string[],
  zip: string,
  locale: Locale = "en",
): Promise<SlotOffer> {
  const query = new URLSearchParams(slugs.map((slug) => ["service", slug]));
  const five = zipOf(zip);
  if (five) query.set("zip", five);
  // English is the default: its question stays as it was.
  if (locale !== defaultLocale) query.set("locale", locale);
  const reply = await callPublic<SlotAnswer>(`/checkout/api/slots?${query}`);
  if (reply.status === 200) return reply.body;
  const error = (reply.body as Partial<ApiError> | null)?.error;
  if (reply.status === 400 && typeof error === "string" && error)
    return { status: "invalid", message: error };
  return { status: "unavailable" };
}
