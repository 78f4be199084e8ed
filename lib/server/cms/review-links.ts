import "server-only";
import { randomBytes } from "node:crypto";
import type {
  CollectionBeforeChangeHook,
  CollectionConfig,
  Validate,
} from "payload";
import { relationship } from "payload/shared";
import { pageKinds } from "@/lib/cms/page-kinds";
import {
  reviewChoiceProblem,
  reviewLinkExpiry,
  reviewLinkUrl,
} from "@/lib/cms/review-links";
import { translator } from "@/lib/i18n/catalogue";
import { siteUrl } from "@/lib/site";
import { editorOf, isTeam } from "./access";

/**
 * A link names one service or one page: ours first, then Payload's own check
 * of the relationship (that what it names exists), which a field's own check
 * replaces unless it calls it.
 */
const oneDraft: Validate = (value, options) => {
  const { service, page } = options.siblingData as Record<string, unknown>;
  const problem = reviewChoiceProblem(service, page);
  if (problem) return translator("en", "cmsChecks")(`reviewLink.${problem}`);
  return relationship(value, options as Parameters<typeof relationship>[1]);
};

/**
 * A new link gets its token and its expiry here, never from what was sent:
 * 32 random bytes, and seven days from the request that made it.
 */
const issueLink: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== "create") return data;
  return {
    ...data,
    token: randomBytes(32).toString("base64url"),
    expiresAt: reviewLinkExpiry(new Date()).toISOString(),
    createdBy: editorOf(req)?.email ?? "",
  };
};

/**
 * Review links (docs/cms.md): the team makes one for a service or another
 * page, and whoever holds it sees that one's latest draft, signed out, for seven days;
 * deleting it revokes it. The token is kept as the team reads it, since the
 * admin shows the link to copy; only the team can read this collection.
 */
export const reviewLinksCollection: CollectionConfig = {
  slug: "review-links",
  labels: { singular: "Review link", plural: "Review links" },
  admin: {
    useAsTitle: "expiresAt",
    defaultColumns: ["service", "page", "expiresAt", "createdBy", "createdAt"],
    description:
      "A link that shows the latest draft of one service or one other page to someone without an account, for 7 days. Delete a link to revoke it.",
  },
  access: {
    admin: isTeam,
    read: isTeam,
    create: isTeam,
    // A link is made and revoked, never changed: its token and expiry are the server's.
    update: () => false,
    delete: isTeam,
  },
  hooks: { beforeChange: [issueLink] },
  fields: [
    {
      name: "service",
      type: "relationship",
      relationTo: "services",
      validate: oneDraft,
      admin: {
        description:
          "The service whose latest draft the link shows, or leave it empty and pick a page below.",
      },
    },
    {
      name: "page",
      type: "relationship",
      relationTo: pageKinds.map((kind) => kind.slug),
      validate: oneDraft,
      admin: {
        description:
          "The other page whose latest draft the link shows, when it is not a service.",
      },
    },
    {
      name: "link",
      type: "text",
      virtual: true,
      label: "The link to send",
      admin: { readOnly: true },
      hooks: {
        afterRead: [
          ({ siblingData }) =>
            typeof siblingData.token === "string"
              ? reviewLinkUrl(siteUrl(), siblingData.token)
              : undefined,
        ],
      },
    },
    {
      name: "token",
      type: "text",
      unique: true,
      index: true,
      admin: { hidden: true },
    },
    {
      name: "expiresAt",
      type: "date",
      label: "Expires",
      admin: {
        readOnly: true,
        position: "sidebar",
        date: { pickerAppearance: "dayAndTime" },
      },
    },
    {
      name: "createdBy",
      type: "text",
      admin: { readOnly: true, position: "sidebar" },
    },
  ],
};
