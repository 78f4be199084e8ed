/** How a share ended, and so what the visitor is shown. */
export type ShareOutcome = "shared" | "dismissed" | "copied" | "manual";

/** What the browser offers for sharing: `navigator` in a page, a fake in tests. */
export type ShareApi = {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: Pick<Clipboard, "writeText">;
};

/**
 * Shares a link the one way every Share button does: the device's share sheet
 * where the browser has the Web Share API, else the link copied to the
 * clipboard, else the visitor copies it by hand. Closing the share sheet is the
 * visitor's choice, not a failure; any other refusal falls through to copying.
 */
export async function shareLink(
  link: { url: string; title?: string },
  browser: ShareApi,
): Promise<ShareOutcome> {
  if (typeof browser.share === "function") {
    try {
      await browser.share(
        link.title ? { title: link.title, url: link.url } : { url: link.url },
      );
      return "shared";
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name === "AbortError")
        return "dismissed";
    }
  }
  try {
    if (!browser.clipboard) return "manual";
    await browser.clipboard.writeText(link.url);
    return "copied";
  } catch {
    return "manual";
  }
}
