import "server-only";
import { isReviewToken, reviewLinkOpen } from "@/lib/cms/review-links";
import { openCms } from "./published";

/** What a review link opens at a given moment: one service's draft, or nothing, and why. */
export type ReviewLinkCheck =
  | { readonly ok: true; readonly slug: string; readonly expiresAt: string }
  | { readonly ok: false; readonly reason: "unknown" | "expired" };

/**
 * The link a token names, asked of the database on every request, so that
 * deleting it (the revoke) or its expiry takes effect on the next page. A
 * token of the wrong shape never reaches the database; a forged or deleted
 * one is unknown.
 */
export async function checkReviewLink(
  token: unknown,
  now: Date,
): Promise<ReviewLinkCheck> {
  if (!isReviewToken(token)) return { ok: false, reason: "unknown" };
  const payload = await openCms();
  const { docs } = await payload.find({
    collection: "review-links",
    where: { token: { equals: token } },
    limit: 1,
    depth: 1,
    overrideAccess: true,
  });
  const link = docs[0] as
    { expiresAt?: string; service?: { slug?: unknown } | number } | undefined;
  const slug =
    typeof link?.service === "object" ? link.service.slug : undefined;
  if (!link || typeof slug !== "string") {
    return { ok: false, reason: "unknown" };
  }
  if (!reviewLinkOpen(link.expiresAt, now)) {
    return { ok: false, reason: "expired" };
  }
  return { ok: true, slug, expiresAt: String(link.expiresAt) };
}
