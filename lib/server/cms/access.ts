import "server-only";
import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Field,
  type PayloadRequest,
} from "payload";
import {
  contentActor,
  contentTransitions,
  type ContentAction,
  type ContentStatus,
} from "@/lib/cms/status";
import { transition } from "@/lib/transitions";
import { translator } from "@/lib/i18n/catalogue";

/** What the CMS knows of who asks: our Firebase account and its CMS roles. */
export type Editor = {
  readonly id: string | number;
  readonly uid: string;
  readonly email: string;
  readonly roles: readonly string[];
};

const editorOf = (req: PayloadRequest): Editor | undefined =>
  (req.user as unknown as Editor | null) ?? undefined;

/** Whether the account asking holds a CMS role: an editor, a publisher or both. */
export const isTeam = ({ req }: { req: PayloadRequest }) =>
  contentActor(editorOf(req)?.roles ?? []) !== undefined;

/** The account asking, as the CMS's sign-in named it (./editors.ts). */
export { editorOf };

/**
 * Who may reach the content at all: the team, through the admin and its API.
 * Visitors read published content through the site's own reader
 * (./content.ts), never through this API. No one creates or deletes a
 * service here: a service is an address, added in code.
 */
export const contentAccess: CollectionConfig["access"] = {
  admin: isTeam,
  read: isTeam,
  readVersions: isTeam,
  update: isTeam,
  create: () => false,
  delete: () => false,
};

/** What a save carries besides the content: its state, its stamps, its address. */
const notContent = new Set([
  "id",
  "_status",
  "slug",
  "key",
  "homeVisit",
  "draftedBy",
  "publishedBy",
  "spanishOutOfDate",
  "spanishOutOfDateSince",
  "createdAt",
  "updatedAt",
]);

/** Whether `data` changes what visitors would read, against the version it replaces. */
function changesContent(
  data: Readonly<Record<string, unknown>>,
  before: Readonly<Record<string, unknown>> | undefined,
): boolean {
  // A row's id and an empty part say nothing a visitor reads.
  const plain = (value: unknown) =>
    JSON.stringify(value, (key, v) =>
      key === "id" || v === null ? undefined : v,
    );
  return Object.keys(data).some(
    (field) =>
      !notContent.has(field) && plain(data[field]) !== plain(before?.[field]),
  );
}

/**
 * The one judge of a save (lib/cms/status.ts's table), run by Payload before
 * every write, the restore of a version included: a draft needs the editor
 * role, a publish the publisher role, and a publisher who is not an editor
 * may publish a draft but not change it. It stamps who drafted and who
 * published, which every version keeps.
 */
export const recordAuthor: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  req,
}) => {
  if (req.context.seeding) return data;
  const said = translator("en", "cmsChecks");
  const editor = editorOf(req);
  const actor = contentActor(editor?.roles ?? []);
  const from: ContentStatus =
    originalDoc?._status === "published" ? "published" : "draft";
  const publishing = data._status === "published";
  const action: ContentAction = req.context.restoring
    ? "restore"
    : !publishing
      ? "draft"
      : changesContent(data, originalDoc)
        ? "publishOwn"
        : "publish";
  const allowed =
    actor !== undefined &&
    transition(contentTransitions, from, action, actor) !== undefined;
  if (!editor || !allowed) {
    const reason = editor ? action : "draft";
    const refusal = new APIError(
      said(`refused.${reason}`),
      403,
      { reason },
      true,
    );
    // Named in full: the build's minifier empties class names, and Payload
    // answers an error without a name as "An unknown error occurred".
    refusal.name = "Forbidden";
    throw refusal;
  }
  return publishing
    ? { ...data, publishedBy: editor.email }
    : { ...data, draftedBy: editor.email };
};

/** Who drafted and who published, stamped by `recordAuthor`; every version keeps them. */
export const authorFields: Field[] = [
  {
    name: "draftedBy",
    type: "text",
    admin: { readOnly: true, position: "sidebar" },
  },
  {
    name: "publishedBy",
    type: "text",
    admin: { readOnly: true, position: "sidebar" },
  },
];

/** Marks a restore (the rollback), which Payload saves through the same hooks as an update. */
export const markRestore: CollectionBeforeOperationHook = ({
  args,
  operation,
  req,
}) => {
  if (operation === "restoreVersion") req.context.restoring = true;
  return args;
};
