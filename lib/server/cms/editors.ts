import "server-only";
import type { AuthStrategy, CollectionConfig } from "payload";
import { cmsSessionCookie } from "@/lib/cms/session";
import { database } from "@/lib/server/db/client";
import { editorFromCookie } from "./session";

/** The CMS cookie in a request's Cookie header. */
export function cmsCookieOf(headers: Headers): string | undefined {
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === cmsSessionCookie) return value.join("=");
  }
  return undefined;
}

/**
 * The CMS's only way in: the cookie /content gives an account of ours with
 * the `editor` or `publisher` claim, checked against Firebase on every
 * request, so a claim taken away closes the admin at once. The account's
 * row here only names it in versions and preferences; its roles are read
 * from the claims each time, never stored.
 */
const firebaseSession: AuthStrategy = {
  name: "firebase",
  async authenticate({ headers, payload }) {
    const found = await editorFromCookie(
      await database(),
      cmsCookieOf(headers),
      new Date(),
    ).catch(() => undefined);
    if (!found) return { user: null };
    const { docs } = await payload.find({
      collection: "editors",
      where: { uid: { equals: found.uid } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    });
    const row =
      docs[0] ??
      (await payload.create({
        collection: "editors",
        data: { uid: found.uid, email: found.email },
        overrideAccess: true,
      }));
    return {
      user: {
        ...row,
        email: found.email,
        roles: found.roles,
        collection: "editors",
        _strategy: "firebase",
      },
    };
  },
};

/** The team's accounts as the CMS names them; no password, no sign-up. */
export const editorsCollection: CollectionConfig = {
  slug: "editors",
  admin: { useAsTitle: "email", hidden: true },
  auth: { disableLocalStrategy: true, strategies: [firebaseSession] },
  access: {
    create: () => false,
    update: () => false,
    delete: () => false,
    read: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: "uid", type: "text", required: true, unique: true, index: true },
    { name: "email", type: "text", required: true },
  ],
};
