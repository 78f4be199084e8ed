// The content floor of `npm run audit` (AUDIT_CONTENT_FLOOR=1): for each route, a
// bare Next.js page that serves the route's own pre-rendered body and stylesheet,
// with none of the site's scripts. Measured beside the site, it shows what a page
// of this size and content costs on the framework's runtime alone.

/**
 * A pre-rendered page, taken apart into what its content floor is built from: the
 * document's language, the body's class, the stylesheet inlined in the head, and
 * the body without its scripts (the framework's own payload and the site's).
 * @param {string} html a page as `npm run build` pre-rendered it
 */
export function contentFloorParts(html) {
  const body = /<body\b([^>]*)>([\s\S]*)<\/body\s*>/i.exec(html);
  if (!body) throw new Error("the page has no <body>");
  const head = html.slice(0, body.index);
  return {
    lang: /<html\b[^>]*\slang="([^"]*)"/i.exec(head)?.[1] ?? "",
    bodyClass: /\sclass="([^"]*)"/i.exec(body[1])?.[1] ?? "",
    stylesheet: [...head.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)]
      .map((style) => style[1])
      .join("\n"),
    body: body[2].replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, ""),
  };
}

/**
 * The source files of the content floor's app for the given pages, by path
 * relative to the app's folder. Every page must share the document's language and
 * the body's class, since one root layout sets them.
 * @param {{ route: string, html: string }[]} pages
 * @returns {Record<string, string>}
 */
export function contentFloorFiles(pages) {
  const parts = pages.map(({ route, html }) => ({
    route,
    ...contentFloorParts(html),
  }));
  const [first] = parts;
  if (!first) throw new Error("the content floor needs at least one page");
  for (const page of parts) {
    if (page.lang !== first.lang || page.bodyClass !== first.bodyClass)
      throw new Error(
        `${page.route} differs from ${first.route} in its <html lang> or <body class>, which one layout sets for all`,
      );
  }
  /** @type {Record<string, string>} */
  const files = {
    "app/layout.jsx": `export const metadata = { title: "Content floor" };
export default function Layout({ children }) {
  return (
    <html lang=${JSON.stringify(first.lang)}>
      <body className=${JSON.stringify(first.bodyClass)}>{children}</body>
    </html>
  );
}
`,
  };
  for (const page of parts) {
    const folder = page.route === "/" ? "app" : `app${page.route}`;
    files[`${folder}/page.css`] = page.stylesheet;
    // display: contents keeps the body's own children as the flex items its
    // class lays out, as on the site.
    files[`${folder}/page.jsx`] = `import "./page.css";
const body = ${JSON.stringify(page.body)};
export default function Page() {
  return <div style={{ display: "contents" }} dangerouslySetInnerHTML={{ __html: body }} />;
}
`;
  }
  return files;
}
