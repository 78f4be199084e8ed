import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  inlineScriptHashes,
  manifestFile,
  routeOfHtmlFile,
} from "@/lib/script-hashes.mjs";
import { readScriptHashes } from "@/lib/server/script-hash-manifest.mjs";

// Digests computed with: printf '%s' 'BODY' | openssl dgst -sha256 -binary | base64
const alertHash = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

describe("inlineScriptHashes", () => {
  it("hashes the text of each inline script as written, once", () => {
    const html =
      "<html><script>alert(1)</script><script type=module>alert(1)</script>" +
      '<script src="/a.js"></script><script type="application/ld+json">{"a":1}</script></html>';
    expect(inlineScriptHashes(html)).toEqual([alertHash]);
  });

  it("keeps whitespace and non-ASCII text, which the browser hashes too", () => {
    expect(inlineScriptHashes("<script> é </script>")).toEqual([
      "'sha256-Jz93hyJcBX07QM7P2tZ879NeSw+pXqz/VmgBH8REl98='",
    ]);
  });

  it("finds nothing in a page without inline scripts", () => {
    expect(
      inlineScriptHashes('<p>hi</p><script src="/x.js"></script>'),
    ).toEqual([]);
  });
});

describe("routeOfHtmlFile", () => {
  it("maps pre-rendered files to the paths they answer", () => {
    expect(routeOfHtmlFile("index.html")).toBe("/");
    expect(routeOfHtmlFile("about-us.html")).toBe("/about-us");
    expect(routeOfHtmlFile("services/printer-setup.html")).toBe(
      "/services/printer-setup",
    );
    expect(routeOfHtmlFile("_not-found.html")).toBe("/_not-found");
  });
});

describe("readScriptHashes", () => {
  function build(buildId: string, manifest?: object) {
    const dir = mkdtempSync(path.join(tmpdir(), "hashes-"));
    writeFileSync(path.join(dir, "BUILD_ID"), buildId);
    if (manifest)
      writeFileSync(path.join(dir, manifestFile), JSON.stringify(manifest));
    return dir;
  }

  it("returns the manifest of the same build", () => {
    const routes = { "/": [alertHash] };
    expect(readScriptHashes(build("abc", { buildId: "abc", routes }))).toEqual({
      buildId: "abc",
      routes,
    });
  });

  it("refuses a manifest from another build", () => {
    expect(() =>
      readScriptHashes(build("new", { buildId: "old", routes: {} })),
    ).toThrow(/belongs to build old, not to new/);
  });

  it("says how to fix a build made without the hashing step", () => {
    expect(() => readScriptHashes(build("abc"))).toThrow(/npm run build/);
  });
});
