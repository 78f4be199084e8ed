"use client";

import type { ComponentProps } from "react";

type Props = Omit<ComponentProps<"img">, "width" | "height" | "src" | "alt"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
};

/**
 * A picture with fixed dimensions, loaded lazily, so it never shifts the layout
 * nor competes with the top of the page (which draws its artwork inline with
 * InlineArtwork). Our artwork is
 * SVG served as is, so next/image would resize nothing; its client component
 * only added 5 kB of JavaScript to every page that showed a picture.
 * A client component all the same: React puts a preload hint for every eager
 * <img> of a server component into the RSC payload, so a page that merely
 * prefetched a route fetched that route's pictures. Rendered here, the hint is
 * only in the HTML of the page that shows the picture.
 */
export function FixedImage({ alt, ...props }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img {...props} alt={alt} loading="lazy" decoding="async" />
  );
}
