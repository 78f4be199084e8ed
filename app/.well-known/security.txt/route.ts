import { company } from "@/data/company";
import { securityTxt } from "@/lib/security-txt";
import { siteUrl } from "@/lib/site";

// Written once at build time, so Expires counts from the build (docs/product.md §16).
export const dynamic = "force-static";

export function GET() {
  const body = securityTxt({
    contact: company.email,
    canonical: new URL("/.well-known/security.txt", siteUrl()).href,
    builtAt: new Date(),
  });
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8" },
  });
}
