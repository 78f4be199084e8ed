import { siteUrl } from "@/lib/site";

/** This site's path for an absolute URL on it, or undefined for another site's. */
export function sitePath(url: string): string | undefined {
  try {
    const parsed = new URL(url, siteUrl());
    return parsed.origin === siteUrl().origin
      ? parsed.pathname + parsed.search
      : undefined;
  } catch {
    return undefined;
  }
}
