import { catalogue } from "@/lib/i18n/catalogue";
import { shareLink, type ShareApi } from "@/lib/share";

const link = {
  url: "https://example.com/services/printer-setup",
  title: "Printer Setup",
};

/** A browser whose share sheet and clipboard answer as told, recording each call. */
function browser({
  share,
  clipboard,
}: {
  share?: "ok" | "AbortError" | "NotAllowedError";
  clipboard?: "ok" | "NotAllowedError";
}) {
  const shared: ShareData[] = [];
  const copied: string[] = [];
  const api: ShareApi = {};
  if (share)
    api.share = async (data) => {
      if (share !== "ok") throw new DOMException("no", share);
      shared.push(data);
    };
  if (clipboard)
    api.clipboard = {
      writeText: async (text) => {
        if (clipboard !== "ok") throw new DOMException("no", clipboard);
        copied.push(text);
      },
    };
  return { api, shared, copied };
}

describe("shareLink", () => {
  it("uses the share sheet where the browser has one, and copies nothing", async () => {
    const b = browser({ share: "ok", clipboard: "ok" });
    expect(await shareLink(link, b.api)).toBe("shared");
    expect(b.shared).toEqual([
      {
        title: "Printer Setup",
        url: "https://example.com/services/printer-setup",
      },
    ]);
    expect(b.copied).toEqual([]);
  });

  it("shares a link without a title as the link alone", async () => {
    const b = browser({ share: "ok" });
    await shareLink({ url: "https://example.com/cart?add=a,b" }, b.api);
    expect(b.shared).toEqual([{ url: "https://example.com/cart?add=a,b" }]);
  });

  it("does nothing more when the visitor closes the share sheet", async () => {
    const b = browser({ share: "AbortError", clipboard: "ok" });
    expect(await shareLink(link, b.api)).toBe("dismissed");
    expect(b.copied).toEqual([]);
  });

  it("copies the link when the share sheet refuses for another reason", async () => {
    const b = browser({ share: "NotAllowedError", clipboard: "ok" });
    expect(await shareLink(link, b.api)).toBe("copied");
    expect(b.copied).toEqual(["https://example.com/services/printer-setup"]);
  });

  it("copies the link where there is no share sheet", async () => {
    const b = browser({ clipboard: "ok" });
    expect(await shareLink(link, b.api)).toBe("copied");
    expect(b.copied).toEqual(["https://example.com/services/printer-setup"]);
  });

  it("leaves the copying to the visitor when the clipboard refuses or is missing", async () => {
    expect(
      await shareLink(link, browser({ clipboard: "NotAllowedError" }).api),
    ).toBe("manual");
    expect(await shareLink(link, browser({}).api)).toBe("manual");
    expect(
      await shareLink(link, browser({ share: "NotAllowedError" }).api),
    ).toBe("manual");
  });

  it("says what happened, in either language, when it was copied or is to be", () => {
    expect(catalogue("en").servicePage.share).toMatchObject({
      copied: "Link copied",
      manual: "Copy the link below to share it.",
    });
    expect(catalogue("es").servicePage.share).toMatchObject({
      copied: "Enlace copiado",
      manual: "Copie el enlace de abajo para compartirlo.",
    });
  });
});
