import { baseURL } from "../../playwright.config";
import { api, cmsCookieAt } from "./cms-api";
import { expect, test } from "./fixtures";

// `npm start`'s database is the embedded engine, which runs one transaction
// at a time. A save that read anything outside its own transaction would
// wait for itself until the CMS's transaction limit (10 s) rolled it back.
// This server is the embedded one; the CMS journeys run on PostgreSQL.

test("on the embedded database an editor's draft saves answer within two seconds and keep what was sent", async ({
  request,
}) => {
  const editor = await cmsCookieAt(baseURL, request, "editor");
  const found = await api(
    request,
    editor,
    "GET",
    "/services?where[slug][equals]=printer-setup&depth=0&locale=en",
    undefined,
    baseURL,
  );
  expect(found.status).toBe(200);
  const service = found.body.docs[0] as { id: number; price: number };
  // Two saves: the second meets the edit lock and the version the first left.
  for (const price of [service.price + 1, service.price + 2]) {
    const started = performance.now();
    const saved = await api(
      request,
      editor,
      "PATCH",
      `/services/${service.id}?draft=true&locale=en`,
      { price, _status: "draft" },
      baseURL,
    );
    const seconds = (performance.now() - started) / 1000;
    expect(saved.status).toBe(200);
    expect(saved.body.doc.price).toBe(price);
    expect(seconds).toBeLessThan(2);
  }
});
