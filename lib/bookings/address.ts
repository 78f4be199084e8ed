import type { BookingContact } from "@/lib/requests/contact-fields";

/** What a booking keeps of where its visit happens. */
export type VisitPlace = { readonly homeVisit: boolean } & Pick<
  BookingContact,
  "address1" | "address2" | "city" | "state" | "zip"
>;

/**
 * A home visit's address on one line, as the customer typed it:
 * "1 Main St, Apt 4B, New York, NY 10001" (docs/product.md §21.8). Undefined
 * for a booking without a visit, and for one whose address was erased or
 * never given, so no page or mail ever speaks of an address it cannot show.
 */
export function visitAddress(place: VisitPlace): string | undefined {
  if (!place.homeVisit) return undefined;
  const stateZip = [place.state, place.zip]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  const line = [place.address1, place.address2, place.city, stateZip]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(", ");
  return line || undefined;
}

/**
 * A plain link that opens the address in Google Maps, in its app on a
 * phone: the documented search URL, no key and nothing embedded.
 */
export function mapLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
