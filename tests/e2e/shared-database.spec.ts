import { sharedPorts } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { forgePost, freshAddress, mailWith } from "./requests";

const [first, second] = sharedPorts.map(
  (port) => `http://127.0.0.1:${port}/contact-us`,
);

const fields: [string, string][] = [
  ["name", "Two Servers"],
  ["email", "shared@example.com"],
  ["message", "one database, two servers"],
];

test.describe("two servers on one PostgreSQL", () => {
  test("the request limit counts across both servers", async ({ request }) => {
    const headers = { "X-Forwarded-For": freshAddress() };
    for (const url of [first, second, first, second, first]) {
      for (let i = 0; i < 2; i++) {
        const { html } = await forgePost(request, url!, fields, headers);
        expect(html).toContain("Your reference is");
      }
    }
    const { html } = await forgePost(request, second!, fields, headers);
    expect(html).toContain(
      "Too many requests have come from your connection in the last 10 minutes",
    );
  });

  test("a request kept through one server is mailed to the company once", async ({
    request,
  }) => {
    const { html } = await forgePost(request, first!, fields, {
      "X-Forwarded-For": freshAddress(),
    });
    const reference = /BP-[2-9A-HJ-NP-Z]{6}/.exec(html)![0];
    const mail = await mailWith(request, reference);
    expect(mail.subject).toBe(`Contact request ${reference} from Two Servers`);
  });
});
