import { NextResponse, type NextRequest } from "next/server";
import { isServiceSlug } from "@/lib/catalogue";
import { trustsProxy } from "@/lib/requests/rate-limit";

export function proxy(request: NextRequest) {
  if (!request.nextUrl.pathname.startsWith("/services/")) {
    return formPost(request);
  }
  return knownService(request);
}

/**
 * A form post counts against its client's address (lib/requests/actions.ts).
 * Unless a trusted proxy is configured, an X-Forwarded-For the client sent
 * itself is dropped, so Next.js fills in the connection's own address.
 */
function formPost(request: NextRequest) {
  if (request.method === "POST" && !sameOrigin(request)) {
    // Next.js refuses these too, but with a 500; this says what happened.
    return new NextResponse("Cross-site form posts are refused.", {
      status: 403,
    });
  }
  if (
    request.method !== "POST" ||
    !request.headers.has("x-forwarded-for") ||
    trustsProxy(process.env.FORM_TRUST_PROXY)
  ) {
    return NextResponse.next();
  }
  const headers = new Headers(request.headers);
  headers.delete("x-forwarded-for");
  return NextResponse.next({ request: { headers } });
}

/** The origin check Next.js makes on Server Actions; no Origin header passes, as it does there. */
function sameOrigin(request: NextRequest): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  const host =
    request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  return URL.canParse(origin) && new URL(origin).host === host;
}

/** An unknown service slug is answered with a redirect to /404 (docs/product.md §2). */
function knownService(request: NextRequest) {
  // The first segment is the slug; deeper paths (the preview image) belong to it.
  const [slug = ""] = request.nextUrl.pathname
    .slice("/services/".length)
    .split("/");
  if (isServiceSlug(slug)) return NextResponse.next();
  return NextResponse.redirect(new URL("/404", request.url), 307);
}

export const config = {
  matcher: ["/services/:path+", "/checkout", "/contact-us"],
};
