import { NextResponse, type NextRequest } from "next/server";
import { isServiceSlug } from "@/lib/catalogue";

/** An unknown service slug is answered with a redirect to /404 (docs/product.md §2). */
export function proxy(request: NextRequest) {
  // The first segment is the slug; deeper paths (the preview image) belong to it.
  const [slug = ""] = request.nextUrl.pathname
    .slice("/services/".length)
    .split("/");
  if (isServiceSlug(slug)) return NextResponse.next();
  return NextResponse.redirect(new URL("/404", request.url), 307);
}

export const config = { matcher: "/services/:path+" };
