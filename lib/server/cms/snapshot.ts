import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { PublishedContent } from "@/lib/cms/published-content";

/**
 * Where `npm run build` leaves the published content for the pages it
 * pre-renders (scripts/content-snapshot.mts). The build renders in several
 * processes, and the embedded database's folder belongs to one, so they
 * read this file, written from the database just before.
 */
export const contentSnapshotFile = path.join(
  /*turbopackIgnore: true*/ process.cwd(),
  ".content/published.json",
);

let snapshot: PublishedContent | undefined;

/** The published content the build started with, read once per process. */
export function buildSnapshot(): PublishedContent {
  snapshot ??= JSON.parse(
    readFileSync(contentSnapshotFile, "utf8"),
  ) as PublishedContent;
  return snapshot;
}
