import "server-only";
import { draftChanges, type DraftChange } from "@/lib/cms/content-changes";
import { readContent } from "@/lib/server/cms/published";

/**
 * The pages whose latest drafts differ from what is published, read from
 * the database now (not the cache, which a draft never touches), or
 * undefined when it cannot be read: /preview says so and still answers.
 */
export async function pendingDrafts(
  read: typeof readContent = readContent,
): Promise<DraftChange[] | undefined> {
  try {
    const [published, drafts] = await Promise.all([
      read({ draft: false }),
      read({ draft: true }),
    ]);
    return draftChanges(published, drafts);
  } catch (error) {
    console.error(
      "Drafts unavailable for /preview:",
      error instanceof Error ? error.message : error,
    );
    return undefined;
  }
}
