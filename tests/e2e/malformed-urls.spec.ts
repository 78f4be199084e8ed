import { malformedUrlAnswer } from "@/lib/malformed-url";
import { expect, test } from "./fixtures";

// Addresses that do not decode: Next.js answers them with a bare 500 where a
// dynamic segment decodes the path (vercel/next.js#94278); proxy.ts answers
// 400 with a sentence for every route family.
test("malformed addresses get 400 and a sentence, not a 500", async ({
  baseURL,
}) => {
  for (const path of [
    "/%",
    "/%zz",
    "/about-us%",
    "/services/%",
    "/services/printer-installation%zz",
    "/techs/%",
    "/bookings%",
    "/%zz?q=printer",
  ]) {
    // fetch sends the path as it is written; a browser would re-encode it.
    const response = await fetch(`${baseURL}${path}`, { redirect: "manual" });
    expect(response.status, path).toBe(400);
    expect(await response.text(), path).toBe(malformedUrlAnswer);
  }
  // Next.js hands the proxy a query it has re-encoded, so a bad escape there
  // reaches the page, which ignores it: never a 5xx.
  for (const path of ["/services?q=%zz", "/bookings?reference=%"]) {
    const response = await fetch(`${baseURL}${path}`, { redirect: "manual" });
    expect(response.status, path).toBe(200);
  }
});
