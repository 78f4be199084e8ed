import { pageKind, type PageKindSlug } from "./page-kinds";
import { cmsPreviewPath } from "./paths";

/**
 * A review link (docs/cms.md): a signed-out reviewer sees the latest draft of
 * one service or one other page through it, for a week after the team made
 * it, or until the team deletes it. The token is the link's only secret: 32
 * random bytes, base64url (43 characters).
 */
export const reviewLinkDays = 7;

export const reviewLinkPath = `${cmsPreviewPath}/review`;

/** The cookie that names the link a reviewer's browser came through, on every page. */
export const reviewCookie = "cms_review";

/** When a link made at `createdAt` stops opening anything. */
export function reviewLinkExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + reviewLinkDays * 86_400_000);
}

/** Whether a link expiring at `expiresAt` still opens its draft at `now`: up to, not at, that instant. */
export function reviewLinkOpen(
  expiresAt: Date | string | undefined,
  now: Date,
): boolean {
  const end =
    expiresAt === undefined ? Number.NaN : new Date(expiresAt).getTime();
  return Number.isFinite(end) && now.getTime() < end;
}

/** Whether `value` has a token's shape, checked before the database is asked. */
export function isReviewToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** The address to send a reviewer, on the site at `origin`. */
export function reviewLinkUrl(origin: string | URL, token: string): string {
  const url = new URL(reviewLinkPath, origin);
  url.searchParams.set("token", token);
  return url.href;
}

/** What one link shows: a service by its slug, or another page by its kind and key (lib/cms/page-kinds.ts). */
export type ReviewTarget =
  | { readonly kind: "service"; readonly slug: string }
  | { readonly kind: PageKindSlug; readonly key: string };

/** Where a reviewer lands, in the default language. */
export function reviewTargetPath(target: ReviewTarget): string {
  return target.kind === "service"
    ? `/services/${target.slug}`
    : pageKind(target.kind).path(target.key);
}

/**
 * Why a link as the team filled it in cannot be saved, or undefined: it
 * names exactly one service or one page.
 */
export function reviewChoiceProblem(
  service: unknown,
  page: unknown,
): "none" | "both" | undefined {
  const named = (value: unknown) =>
    value !== null && value !== undefined && value !== "";
  if (named(service) && named(page)) return "both";
  if (!named(service) && !named(page)) return "none";
  return undefined;
}
