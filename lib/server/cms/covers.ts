import "server-only";
import { randomBytes } from "node:crypto";
import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
} from "payload";
import { coverImagePath, coverRules } from "@/lib/cms/covers";
import { isTeam } from "./access";
import { processCover } from "./cover-image";
import type { ImageOutcome } from "@/lib/server/images";

/**
 * Checks the uploaded picture before Payload reads it (whose own refusal of
 * a file that is no picture says only that the upload failed), keeping it
 * cropped to the cover's box as WebP without its metadata
 * (./cover-image.ts). A refused file is a 400 with the reason.
 */
const checkCover: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== "create") return args;
  const outcome = await processCover(Buffer.from(req.file?.data ?? []));
  if (!outcome.ok) {
    const refusal = new APIError(outcome.error, 400, undefined, true);
    // Named in full: the build's minifier empties class names, and Payload
    // answers an error without a name as "An unknown error occurred".
    refusal.name = "APIError";
    throw refusal;
  }
  req.context.cover = outcome;
  return args;
};

/**
 * Keeps the checked picture in the database: every server reads the same
 * one, and the backups hold it.
 */
const keepCover: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  const cover = req.context.cover as ImageOutcome | undefined;
  if (operation !== "create" || !cover?.ok) return data;
  return {
    ...data,
    key: randomBytes(16).toString("base64url"),
    image: cover.image.toString("base64"),
    width: cover.width,
    height: cover.height,
    filesize: cover.image.byteLength,
    mimeType: "image/webp",
  };
};

/**
 * The services' cover pictures. A cover is never changed or deleted once
 * uploaded, so every version of a service that names one can be restored
 * with its picture; a new picture is a new cover.
 */
export const coversCollection: CollectionConfig = {
  slug: "covers",
  labels: { singular: "Cover", plural: "Covers" },
  admin: {
    useAsTitle: "filename",
    description: `Pictures for the services' pages: JPEG, PNG or WebP of at most ${coverRules.maxBytes / 1024 / 1024} MB, cropped to ${coverRules.width} × ${coverRules.height} around what stands out. Pick one in a service's Cover field.`,
  },
  access: {
    admin: isTeam,
    read: isTeam,
    create: isTeam,
    update: () => false,
    delete: () => false,
  },
  upload: {
    // Kept in the database by the hook, not on one server's disk.
    disableLocalStorage: true,
    crop: false,
    focalPoint: false,
    adminThumbnail: ({ doc }) =>
      typeof doc.key === "string" ? coverImagePath(doc.key) : null,
  },
  hooks: { beforeOperation: [checkCover], beforeChange: [keepCover] },
  fields: [
    {
      name: "key",
      type: "text",
      unique: true,
      index: true,
      admin: { readOnly: true },
    },
    // The picture itself, base64 WebP: served by /covers/KEY.webp, never by the API.
    { name: "image", type: "textarea", hidden: true },
  ],
};
