import "server-only";
import { existsSync } from "node:fs";
import { sql } from "drizzle-orm";
import { markContentPublished } from "@/lib/cms/live";
import { pageKinds } from "@/lib/cms/page-kinds";
import { database } from "@/lib/server/db/client";
import { cmsSchema } from "./engine";
import { buildSnapshot, contentSnapshotFile } from "./snapshot";

/** How often a server asks whether another has published: within a second, with room to answer. */
export const publishedWatchMs = 400;

/**
 * Watches for a publish made after this server's build, on any server
 * sharing its database: the latest time a person published against the
 * build's (lib/server/cms/snapshot.ts). The seed's content names no
 * publisher: a fresh database seeded after the build holds what the build
 * rendered. A publish on this server marks it at once
 * (./refresh.ts); this tells the others.
 */
export function watchPublishedContent(): void {
  // The dev server renders every page on request: nothing to watch for.
  if (!existsSync(contentSnapshotFile)) return;
  const built = buildSnapshot().publishedAt;
  // Each collection's table: Payload names it after the slug, in snake case.
  const published = sql.join(
    ["services", ...pageKinds.map((kind) => kind.slug)].map(
      (slug) =>
        sql`select updated_at from ${sql.identifier(cmsSchema)}.${sql.identifier(slug.replaceAll("-", "_"))}
            where _status = 'published' and published_by is not null`,
    ),
    sql` union all `,
  );
  const ask = async () => {
    const db = await database();
    // Both drivers answer with `rows`; the shared type does not say so.
    const { rows } = (await db.execute(
      sql`select coalesce(max(updated_at) > ${built || "-infinity"}::timestamptz, false) as since
          from (${published}) as person_published`,
    )) as unknown as { rows: { since: boolean }[] };
    const [row] = rows;
    markContentPublished(row?.since === true);
  };
  setInterval(() => {
    ask().catch(() => {});
  }, publishedWatchMs).unref();
}
