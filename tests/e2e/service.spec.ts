import { contentCatalogue } from "@/lib/content/services";
import { expect, test } from "./fixtures";

const services = contentCatalogue.en;

test.describe("service pages", () => {
  for (const service of services) {
    test(`${service.slug} shows cover, price bar, description, inclusions and FAQ`, async ({
      page,
    }) => {
      const response = await page.goto(`/services/${service.slug}`);
      expect(response?.status()).toBe(200);
      const cover = page.getByRole("img", {
        name: `Illustration for ${service.title}`,
      });
      await expect(cover).toBeVisible();
      // Drawn in the HTML, so the top of the page waits for no picture.
      expect(
        await cover.evaluate((svg) => [
          svg.tagName,
          svg.querySelectorAll("rect, path, circle").length > 0,
        ]),
      ).toEqual(["svg", true]);
      await expect(
        page.getByRole("heading", { level: 1, name: service.title }),
      ).toBeVisible();
      const priceLine = page.getByText("STARTS AT ONLY").locator("..");
      await expect(priceLine).toBeVisible();
      await expect(priceLine).toHaveText(`STARTS AT ONLY $${service.price}`);
      // What the price means is said beside it (docs/product.md §22.5).
      await expect(
        priceLine.locator("xpath=following-sibling::p[1]"),
      ).toHaveText(
        "Each service has a fixed price for the incident it describes. If the technician finds more than it covers, they tell you and quote before doing anything more. You pay after the service, by credit, debit or bank card. Nothing is paid on this site.",
      );
      await expect(
        page.getByRole("heading", { name: "Services Include" }),
      ).toBeVisible();
      const includes = page
        .getByRole("region", { name: "Services Include" })
        .getByRole("listitem");
      await expect(includes).toHaveCount(service.servicesIncluded.length);
      await expect(
        page.getByRole("heading", { name: "FAQ's", exact: true }),
      ).toBeVisible();
      for (const faq of service.faqs) {
        await expect(
          page.getByText(faq.question, { exact: true }),
        ).toBeVisible();
      }
      const firstParagraph = service.description.split("\n\n")[0]!;
      await expect(page.getByText(firstParagraph)).toBeVisible();
    });
  }

  test("service pages are pre-rendered: the HTML holds the copy and price", async ({
    request,
  }) => {
    const service = services[11]!;
    const html = await (await request.get(`/services/${service.slug}`)).text();
    expect(html).toContain("STARTS AT ONLY");
    expect(html).toContain(`$${service.price}`);
    expect(html).toContain("Services Include");
  });
});
