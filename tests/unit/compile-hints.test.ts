import {
  compileHint,
  startupScripts,
  withCompileHint,
} from "@/scripts/compile-hints.mjs";

describe("startupScripts", () => {
  it("lists the build's scripts of a page once each, in order", () => {
    const html = `<head>
<script src="/_next/static/chunks/b.js" async=""></script>
<script src="/_next/static/chunks/a.js" async=""></script>
<script src="/_next/static/chunks/b.js" async=""></script>
</head>`;
    expect(startupScripts(html)).toEqual([
      "/_next/static/chunks/b.js",
      "/_next/static/chunks/a.js",
    ]);
  });

  it("leaves out nomodule polyfills, inline scripts and other origins' files", () => {
    const html = `<script src="/_next/static/chunks/polyfill.js" noModule=""></script>
<script>self.__next_f.push([1,"x"])</script>
<script src="https://cdn.example.com/lib.js"></script>
<script src="/other/app.js"></script>
<script src="/_next/static/chunks/main.js"></script>`;
    expect(startupScripts(html)).toEqual(["/_next/static/chunks/main.js"]);
  });

  it("drops a query string, which names no file", () => {
    expect(
      startupScripts('<script src="/_next/static/chunks/a.js?dpl=7"></script>'),
    ).toEqual(["/_next/static/chunks/a.js"]);
  });

  it("finds nothing in a page without scripts", () => {
    expect(startupScripts("<html><body><h1>Hi</h1></body></html>")).toEqual([]);
  });
});

describe("withCompileHint", () => {
  it("puts V8's hint comment on the first line", () => {
    expect(withCompileHint("(()=>{})();")).toBe(
      "//# allFunctionsCalledOnLoad\n(()=>{})();",
    );
    expect(compileHint).toBe("//# allFunctionsCalledOnLoad\n");
  });

  it("adds it once, however often the build step runs", () => {
    const once = withCompileHint("let a=1;");
    expect(withCompileHint(once)).toBe(once);
  });

  it("adds it before a file that only mentions it further down", () => {
    const code = "let a=1;\n//# allFunctionsCalledOnLoad\n";
    expect(withCompileHint(code)).toBe(`//# allFunctionsCalledOnLoad\n${code}`);
  });
});
