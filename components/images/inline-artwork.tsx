import { readFileSync } from "node:fs";
import path from "node:path";
import { useId } from "react";
import { inlineSvg } from "@/lib/svg";

type Props = {
  /** A path under public/, e.g. "/images/banner.svg". */
  src: string;
  /** What the picture shows; empty for decoration. */
  alt: string;
  className?: string;
};

/**
 * Our SVG artwork drawn into the page's HTML when it is rendered, for the
 * pictures at the top of a page: no request, so nothing waits for it, and the
 * page's largest paint is its heading (docs/product.md §9). The drawing is
 * cropped to its box as `object-cover` would crop a picture.
 */
export function InlineArtwork({ src, alt, className }: Props) {
  const idPrefix = `${useId().replace(/[^\w-]/g, "")}-`;
  const { viewBox, body } = inlineSvg(
    readFileSync(path.join(process.cwd(), "public", src), "utf8"),
    idPrefix,
  );
  const meaning = alt
    ? { role: "img", "aria-label": alt }
    : { "aria-hidden": true as const };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={viewBox}
      preserveAspectRatio="xMidYMid slice"
      className={className}
      {...meaning}
      // Our own files from public/, drawn by scripts/make-artwork.mjs.
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}
