import type { Rule } from "@/lib/transitions";

/**
 * A page of content's states and the one table of who may move it where
 * (docs/cms.md): "published" when visitors see what was last saved,
 * "draft" while saved changes wait for a publisher. Visitors only ever see
 * the last published version; a draft is seen by the team and by reviewers
 * with a link.
 *
 * The actor is the account's CMS roles: `editor` drafts, `publisher`
 * publishes, and `both` holds the two. `publish` makes the latest draft
 * public as it stands; `publishOwn` publishes changes made in the same
 * save, which only `both` may do, so that a publisher who is not an editor
 * approves what an editor wrote but never writes it. `restore` publishes an
 * earlier version as a new one (the rollback).
 */
export const contentStatuses = ["draft", "published"] as const;

export type ContentStatus = (typeof contentStatuses)[number];

export const contentActions = [
  "draft",
  "publish",
  "publishOwn",
  "restore",
] as const;

export type ContentAction = (typeof contentActions)[number];

export const contentActors = ["editor", "publisher", "both"] as const;

export type ContentActor = (typeof contentActors)[number];

export const contentTransitions: Record<
  ContentAction,
  Rule<ContentStatus, ContentStatus, ContentActor>
> = {
  draft: {
    moves: { published: "draft", draft: "draft" },
    by: ["editor", "both"],
  },
  publish: {
    moves: { draft: "published", published: "published" },
    by: ["publisher", "both"],
  },
  publishOwn: {
    moves: { draft: "published", published: "published" },
    by: ["both"],
  },
  restore: {
    moves: { draft: "published", published: "published" },
    by: ["publisher", "both"],
  },
};

/** The actor an account with `roles` is, or undefined with neither role. */
export function contentActor(
  roles: readonly string[],
): ContentActor | undefined {
  const editor = roles.includes("editor");
  const publisher = roles.includes("publisher");
  if (editor && publisher) return "both";
  if (editor) return "editor";
  if (publisher) return "publisher";
  return undefined;
}
