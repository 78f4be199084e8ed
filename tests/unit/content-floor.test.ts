import {
  contentFloorFiles,
  contentFloorParts,
} from "@/scripts/content-floor.mjs";

// Shaped like a page Next.js pre-renders: the inlined stylesheet and the start-up
// scripts in the head, the framework's payload as inline scripts in the body.
const page = (heading: string, bodyClass = "flex min-h-dvh flex-col") =>
  `<!DOCTYPE html><html lang="en-US" data-scroll-behavior="smooth"><head><meta charSet="utf-8"/>` +
  `<style data-precedence="next" data-href="/_next/static/chunks/a.css">h1{color:red}</style>` +
  `<script src="/_next/static/chunks/b.js" async=""></script></head>` +
  `<body class="${bodyClass}"><header><a href="/">Home</a></header>` +
  `<main><h1>${heading}</h1><noscript><style>.js-only{display:none}</style></noscript></main>` +
  `<script type="application/ld+json">{"@type":"Service"}</script>` +
  `<script>self.__next_f.push([1,"</p>"])</script>` +
  `<SCRIPT src="/_next/static/chunks/c.js" async=""></SCRIPT ></body></html>`;

describe("contentFloorParts", () => {
  it("keeps the body's markup and drops every script, inline or not", () => {
    expect(contentFloorParts(page("Printer Setup"))).toEqual({
      lang: "en-US",
      bodyClass: "flex min-h-dvh flex-col",
      stylesheet: "h1{color:red}",
      body:
        '<header><a href="/">Home</a></header>' +
        "<main><h1>Printer Setup</h1><noscript><style>.js-only{display:none}</style></noscript></main>",
    });
  });

  it("takes only the head's stylesheets, not a style inside the body", () => {
    const { stylesheet } = contentFloorParts(
      page("x").replace("</head>", "<style>p{margin:0}</style></head>"),
    );
    expect(stylesheet).toBe("h1{color:red}\np{margin:0}");
  });

  it("refuses a document without a body", () => {
    expect(() => contentFloorParts("<html><head></head></html>")).toThrow(
      "the page has no <body>",
    );
  });
});

describe("contentFloorFiles", () => {
  it("writes one layout, and a page with its stylesheet for each route", () => {
    const files = contentFloorFiles([
      { route: "/", html: page("Home") },
      { route: "/services/printer-setup", html: page("Printer Setup") },
    ]);
    expect(Object.keys(files).sort()).toEqual([
      "app/layout.jsx",
      "app/page.css",
      "app/page.jsx",
      "app/services/printer-setup/page.css",
      "app/services/printer-setup/page.jsx",
    ]);
    expect(files["app/layout.jsx"]).toContain('<html lang="en-US">');
    expect(files["app/layout.jsx"]).toContain(
      '<body className="flex min-h-dvh flex-col">',
    );
    expect(files["app/services/printer-setup/page.css"]).toBe("h1{color:red}");
    expect(files["app/services/printer-setup/page.jsx"]).toContain(
      String.raw`const body = "<header><a href=\"/\">Home</a></header><main><h1>Printer Setup</h1>`,
    );
  });

  it("refuses pages that one layout cannot serve", () => {
    expect(() =>
      contentFloorFiles([
        { route: "/", html: page("Home") },
        { route: "/cart", html: page("Cart", "grid") },
      ]),
    ).toThrow("/cart differs from / in its <html lang> or <body class>");
  });

  it("refuses an empty list", () => {
    expect(() => contentFloorFiles([])).toThrow("at least one page");
  });
});
