import { api, cmsBrowser, cmsCookie, first } from "./cms-api";
import { expect, test } from "./fixtures";

// A refused save says what is wrong with each field, in the REST answer and
// under the field in the admin, and keeps what was typed (docs/cms.md). A
// refused save changes nothing, so any service will do.

test("a price in cents is refused with its reason, under the field in the admin, with what was typed kept", async ({
  request,
  browser,
}) => {
  test.slow();
  const editor = await cmsCookie(request, "editor");
  const found = await api(
    request,
    editor,
    "GET",
    "/services?where[slug][equals]=printer-installation&depth=0&locale=en",
  );
  const { id, price } = found.body.docs[0] as { id: number; price: number };

  const refused = await api(
    request,
    editor,
    "PATCH",
    `/services/${id}?draft=true&locale=en`,
    { price: 84.5, _status: "draft" },
  );
  expect(refused.status).toBe(400);
  expect(refused.body.errors[0].data.errors).toEqual([
    expect.objectContaining({
      path: "price",
      message: "Give the price in whole dollars.",
    }),
  ]);

  const admin = await cmsBrowser(browser, editor);
  const page = await admin.newPage();
  await page.goto(`${first}/admin/collections/services/${id}`);
  const field = page.getByLabel("Price");
  await field.fill("84.5");
  const reason = page.getByText("Give the price in whole dollars.");
  // A click before the admin's form has hydrated does nothing: again until it does.
  await expect(async () => {
    await page.getByRole("button", { name: "Save Draft" }).click();
    await expect(reason).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(field).toHaveValue("84.5");
  await admin.close();

  const after = await api(
    request,
    editor,
    "GET",
    `/services/${id}?draft=true&depth=0&locale=en`,
  );
  expect(after.body.price).toBe(price);
});
