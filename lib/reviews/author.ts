import { reviewCopy } from "@/data/reviews";

/**
 * How a review is signed (docs/product.md §24.4): the first name and the
 * last name's initial, "Maria L."; null when the booking holds no first name.
 */
export function authorNameOf(
  firstName: string | null,
  lastName: string | null,
): string | null {
  const first = firstName?.trim();
  if (!first) return null;
  const initial = [...(lastName?.trim() ?? "")][0]?.toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

/** The signature shown: "a customer" once the author's name is erased. */
export const shownAuthor = (authorName: string | null) =>
  authorName ?? reviewCopy.anonymousAuthor;
