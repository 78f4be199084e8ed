import { inlineSvg } from "@/lib/svg";

describe("inlineSvg", () => {
  const file =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 5" width="10"><defs>' +
    '<linearGradient id="g"/></defs><rect fill="url(#g)"/><use href="#g"/></svg>\n';

  it("keeps the viewBox and the drawing, with every id and reference prefixed", () => {
    expect(inlineSvg(file, "a-")).toEqual({
      viewBox: "0 0 10 5",
      body: '<defs><linearGradient id="a-g"/></defs><rect fill="url(#a-g)"/><use href="#a-g"/>',
    });
  });

  it("refuses a file that is not an SVG with a viewBox", () => {
    expect(() => inlineSvg("<svg><rect/></svg>", "a-")).toThrow(/viewBox/);
    expect(() => inlineSvg("<p>no</p>", "a-")).toThrow(/viewBox/);
  });
});
