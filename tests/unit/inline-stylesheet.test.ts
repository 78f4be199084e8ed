import {
  inlineStyleHashes,
  inlineStylesheet,
  isFrameworkErrorDocument,
  stylesheetLinks,
} from "@/scripts/inline-stylesheet.mjs";

const href = "/_next/static/chunks/a1.css";
const link = `<link rel="stylesheet" href="${href}" data-precedence="next"/>`;
const page = (head: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body><h1>Hi</h1></body></html>`;
const css = "h1{color:red}";
const readCss = (file: string) => {
  if (file !== href) throw new Error(`unexpected ${file}`);
  return css;
};

describe("inlineStylesheet", () => {
  it("puts the stylesheet's text before its link and disables the link", () => {
    const { html } = inlineStylesheet(page(link), readCss);
    expect(html).toBe(
      page(
        `<style>h1{color:red}</style><link rel="stylesheet" href="${href}" data-precedence="next" disabled=""/>`,
      ),
    );
    expect(stylesheetLinks(html)).toHaveLength(1);
  });

  it("leaves a page it already rewrote as it is", () => {
    const once = inlineStylesheet(page(link), readCss).html;
    expect(inlineStylesheet(once, readCss).html).toBe(once);
  });

  it("refuses a page without exactly one stylesheet link", () => {
    expect(() => inlineStylesheet(page(""), readCss)).toThrow(/found 0/);
    expect(() => inlineStylesheet(page(link + link), readCss)).toThrow(
      /found 2/,
    );
  });

  it("refuses a link outside the build, outside the head, or already disabled without its text", () => {
    expect(() =>
      inlineStylesheet(
        page('<link rel="stylesheet" href="https://cdn.example/a.css"/>'),
        readCss,
      ),
    ).toThrow(/not the build's own file/);
    expect(() =>
      inlineStylesheet(page("").replace("<h1>", `${link}<h1>`), readCss),
    ).toThrow(/not in the head/);
    expect(() =>
      inlineStylesheet(page(link.replace("/>", ' disabled=""/>')), readCss),
    ).toThrow(/disabled but not preceded/);
  });

  it("refuses a stylesheet whose text would close the <style>", () => {
    expect(() =>
      inlineStylesheet(page(link), () => "a{}</style><script>"),
    ).toThrow(/<\/style/);
  });
});

describe("isFrameworkErrorDocument", () => {
  it("tells Next.js's error documents from pages", () => {
    expect(
      isFrameworkErrorDocument(
        '<!DOCTYPE html><html id="__next_error__"><head></head></html>',
      ),
    ).toBe(true);
    expect(isFrameworkErrorDocument(page(link))).toBe(false);
  });
});

describe("inlineStyleHashes", () => {
  it("hashes every <style>, in <noscript> too, once each", () => {
    // printf '%s' 'h1{color:red}' | openssl dgst -sha256 -binary | base64
    const hash = "'sha256-/D8wWMrWSOjeD/K4IHepvRvJjPxqJbouCB3qbqmBaqY='";
    const html = page(
      `<style>${css}</style><noscript><style>${css}</style></noscript>`,
    );
    expect(inlineStyleHashes(html)).toEqual([hash]);
  });
});
