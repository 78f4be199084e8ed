import { receiveCspReport } from "@/lib/server/csp-reports";

// Browsers post Content-Security-Policy violations here (docs/product.md §9);
// any other method is answered 405 by Next.js.
export function POST(request: Request) {
  return receiveCspReport(request, new Date());
}
