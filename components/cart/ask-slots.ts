import type { SlotOffer } from "@/lib/scheduling/offer";

/**
 * The server's free starts for services at a ZIP (`GET /checkout/api/slots`,
 * docs/product.md §23.6–7), for the checkout and the service pages' ZIP
 * check; a ZIP that is not 5 digits is not sent, and any failure reads as
 * "unavailable".
 */
export async function askSlots(
  slugs: readonly string[],
  zip: string,
): Promise<SlotOffer> {
  const query = new URLSearchParams(slugs.map((slug) => ["service", slug]));
  if (/^\d{5}$/.test(zip)) query.set("zip", zip);
  try {
    const response = await fetch(`/checkout/api/slots?${query}`, {
      cache: "no-store",
    });
    return (await response.json()) as SlotOffer;
  } catch {
    return { status: "unavailable" };
  }
}
