"use client";

import Link from "next/link";
import type { ComponentProps } from "react";

/**
 * next/link without prefetching, for the links a server component draws on
 * every page (header, sidebar, footer). Said here once rather than as
 * `prefetch={false}` on each: a server component's props to a link travel in
 * the page's React payload, 20 bytes on each of some 50 links a page.
 */
export function PageLink(props: Omit<ComponentProps<typeof Link>, "prefetch">) {
  return <Link {...props} prefetch={false} />;
}
