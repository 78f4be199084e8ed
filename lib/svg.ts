/** The parts of an SVG file needed to draw it inline. */
export type InlineSvg = { viewBox: string; body: string };

/**
 * Splits an SVG document into its viewBox and its content, with every id (and
 * each reference to one) prefixed, so that two drawings in one page cannot
 * take each other's gradients or patterns.
 */
export function inlineSvg(svg: string, idPrefix: string): InlineSvg {
  const open = /<svg\b[^>]*>/i.exec(svg);
  const close = svg.lastIndexOf("</svg>");
  const viewBox = open && /\bviewBox="([^"]+)"/.exec(open[0])?.[1];
  if (!open || close < 0 || !viewBox) {
    throw new Error("not an SVG document with a viewBox");
  }
  const body = svg
    .slice(open.index + open[0].length, close)
    .replace(/\bid="([^"]+)"/g, `id="${idPrefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${idPrefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${idPrefix}$1"`);
  return { viewBox, body };
}
