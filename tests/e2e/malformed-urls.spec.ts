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
    "/services?q=%zz",
    "/bookings?reference=%",
    "/services?q=%E9",
    "/cart?add=%E0%A4%A,%FF,computer-repair",
    // A Spanish page's address is told in Spanish.
    "/es/services/%",
  ]) {
    // fetch sends the path as it is written; a browser would re-encode it.
    const response = await fetch(`${baseURL}${path}`, { redirect: "manual" });
    expect(response.status, path).toBe(400);
    expect(await response.text(), path).toBe(malformedUrlAnswer(path));
  }
  // The same addresses, escaped as a browser would, are ordinary pages.
  for (const path of [
    "/services?q=%25zz",
    "/bookings?reference=%25",
    "/services?q=caf%C3%A9",
  ]) {
    const response = await fetch(`${baseURL}${path}`, { redirect: "manual" });
    expect(response.status, path).toBe(200);
  }
});
