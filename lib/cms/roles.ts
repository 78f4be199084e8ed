/** What an account may do in the CMS: edit drafts, or publish them too. */
export type CmsRole = "editor" | "publisher";

const cmsRoleNames = ["editor", "publisher"] as const satisfies CmsRole[];

/**
 * The CMS roles an account's custom claims grant: each claim counts only when
 * it is exactly `true`, as `npm run staff -- editor add` sets it. Empty for
 * an account the CMS must refuse.
 */
export function cmsRoles(
  claims: Readonly<Record<string, unknown>> | undefined,
): readonly CmsRole[] {
  return cmsRoleNames.filter((role) => claims?.[role] === true);
}
