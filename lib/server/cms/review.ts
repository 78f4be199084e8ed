import "server-only";
import { pageKinds, type PageKindSlug } from "@/lib/cms/page-kinds";
import {
  isReviewToken,
  reviewLinkOpen,
  type ReviewTarget,
} from "@/lib/cms/review-links";
import { openCms } from "./published";

/** What a review link opens at a given moment: one service's or page's draft, or nothing, and why. */
export type ReviewLinkCheck =
  | {
      readonly ok: true;
      readonly target: ReviewTarget;
      readonly expiresAt: string;
    }
  | { readonly ok: false; readonly reason: "unknown" | "expired" };

type StoredLink = {
  expiresAt?: string;
  service?: { slug?: unknown } | number | null;
  page?: { relationTo?: unknown; value?: { key?: unknown } | number } | null;
};

/** What a stored link names, read at depth 1, or undefined when that is gone. */
function targetOf(link: StoredLink): ReviewTarget | undefined {
  if (typeof link.service === "object" && link.service) {
    const { slug } = link.service;
    return typeof slug === "string" ? { kind: "service", slug } : undefined;
  }
  const kind = pageKinds.find((k) => k.slug === link.page?.relationTo);
  const value = link.page?.value;
  const key = typeof value === "object" ? value.key : undefined;
  return kind && typeof key === "string" && kind.keys.includes(key)
    ? { kind: kind.slug as PageKindSlug, key }
    : undefined;
}

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
  const link = docs[0] as StoredLink | undefined;
  const target = link && targetOf(link);
  if (!link || !target) return { ok: false, reason: "unknown" };
  if (!reviewLinkOpen(link.expiresAt, now)) {
    return { ok: false, reason: "expired" };
  }
  return { ok: true, target, expiresAt: String(link.expiresAt) };
}
