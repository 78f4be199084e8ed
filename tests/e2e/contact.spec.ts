import type { Page } from "@playwright/test";
import { company } from "@/data/company";
import { databaseDownPort, mailDownPort } from "../../playwright.config";
import { expect, test, visit } from "./fixtures";
import {
  field,
  forgePost,
  freshAddress,
  inbox,
  mailWith,
  referenceIn,
} from "./requests";

const typed = {
  Name: "Zoë O'Brien 🙂",
  "Contact number": "+1 212 555 0100",
  "Email address": "zoe@example.com",
  "How can we help?":
    'Printer says <script>alert("offline")</script>\nHelp & thanks!',
};

async function fill(page: Page, values: Record<string, string> = typed) {
  for (const [label, value] of Object.entries(values)) {
    await field(page, label).fill(value);
  }
}

async function expectKept(page: Page, values: Record<string, string> = typed) {
  for (const [label, value] of Object.entries(values)) {
    await expect(field(page, label)).toHaveValue(value);
  }
}

test.describe("contact request", () => {
  test("sends to the company inbox with the reference on screen; markup escaped, emoji kept", async ({
    page,
    request,
  }) => {
    await visit(page, "/contact-us");
    await fill(page);
    await page.getByRole("button", { name: "Send message" }).click();
    const reference = await referenceIn(page);
    await expect(
      page.getByRole("main").getByRole("status").filter({ hasText: reference }),
    ).toBeFocused();
    expect(
      await page.evaluate(() => sessionStorage.getItem("draft:contact")),
    ).toBeNull();

    const mail = await mailWith(request, reference);
    expect(mail.subject).toBe(
      `Contact request ${reference} from Zoë O'Brien 🙂`,
    );
    expect(mail.envelope.to.map((a) => a.address)).toEqual([company.email]);
    expect(mail.replyTo).toEqual([
      { address: "zoe@example.com", name: "Zoë O'Brien 🙂" },
    ]);
    expect(Object.keys(mail.headers)).not.toContain("bcc");
    expect(Object.keys(mail.headers)).not.toContain("cc");
    expect(mail.text).toContain(
      'Message:\nPrinter says <script>alert("offline")</script>\nHelp & thanks!',
    );
    expect(mail.text).toContain("Contact number: +1 212 555 0100");
    expect(mail.html).toContain(
      "Printer says &lt;script&gt;alert(&quot;offline&quot;)&lt;/script&gt;",
    );
    expect(mail.html).not.toContain("<script>");
  });

  test("a plan enquiry still pre-fills the message", async ({ page }) => {
    await visit(page, "/contact-us?plan=gold&offering=cloud-computing");
    await expect(page.getByLabel("How can we help?")).toHaveValue(
      "I'm interested in the Gold plan for Cloud Computing. Please get in touch.",
    );
  });

  test("what was typed survives a reload and a trip elsewhere, until it is sent", async ({
    page,
  }) => {
    await visit(page, "/contact-us");
    await fill(page);
    await page.reload();
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expectKept(page);
    await visit(page, "/cart");
    await visit(page, "/contact-us");
    await expectKept(page);
    await page.getByRole("button", { name: "Send message" }).click();
    await referenceIn(page);
    await visit(page, "/contact-us");
    await expect(page.getByLabel("Name")).toHaveValue("");
  });

  test("hostile fields get field messages; nothing is sent and nothing lost", async ({
    page,
  }) => {
    await visit(page, "/contact-us");
    await page
      .locator("form [maxlength]")
      .evaluateAll((fields) =>
        fields.forEach((field) => field.removeAttribute("maxlength")),
      );
    const hostile = {
      ...typed,
      Name: "N".repeat(101),
      "Contact number": "call me maybe",
      "How can we help?": "m".repeat(5001),
    };
    await fill(page, hostile);
    await page.getByRole("button", { name: "Send message" }).click();
    const name = page.getByLabel("Name");
    await expect(name).toHaveAccessibleDescription(
      "Name can be at most 100 characters.",
    );
    await expect(name).toBeFocused();
    await expect(field(page, "Contact number")).toHaveAccessibleDescription(
      `Contact number can hold digits, spaces and + ( ) - . only, and an extension such as "ext. 22".`,
    );
    await expect(
      page.getByLabel("How can we help?"),
    ).toHaveAccessibleDescription(
      "Up to 5,000 characters. Message can be at most 5000 characters.",
    );
    await expectKept(page, hostile);
  });

  test("forged posts: CR/LF, wrong types and missing fields get field messages, never a 5xx", async ({
    request,
  }) => {
    const cases: [fields: [string, string | Blob][], message: string][] = [
      [
        [
          ["name", "Eve\r\nBcc: everyone@example.com"],
          ["email", "eve@example.com"],
          ["message", "hi"],
        ],
        "Name must be on one line.",
      ],
      [
        [
          ["name", "Eve"],
          ["email", "eve@example.com\nBcc: everyone@example.com"],
          ["message", "hi"],
        ],
        "Email address must be on one line.",
      ],
      [
        [
          ["name", new Blob(["<b>file</b>"], { type: "text/html" })],
          ["email", "eve@example.com"],
          ["message", "hi"],
        ],
        "Name must be text.",
      ],
      [[], "Email address is required."],
    ];
    for (const [fields, message] of cases) {
      const { status, html } = await forgePost(request, "/contact-us", fields);
      expect(status).toBe(200);
      expect(html).toContain(message);
      expect(html).not.toMatch(/Your reference is/);
    }
  });

  test("mail server down: the message is kept and confirmed with its reference; the mail waits in the outbox", async ({
    page,
    request,
  }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshAddress() });
    await visit(page, `http://127.0.0.1:${mailDownPort}/contact-us`);
    await fill(page);
    await page.getByRole("button", { name: "Send message" }).click();
    const reference = await referenceIn(page);
    await expect(page.getByText("We could not take your request")).toHaveCount(
      0,
    );
    // The mail server is down, so nothing reached the company's inbox yet.
    expect(
      (await inbox(request)).filter((m) => m.subject.includes(reference)),
    ).toEqual([]);
  });

  test("database down: an alert with the phone number and the whole message as a mailto: link; every field kept", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshAddress() });
    await visit(page, `http://127.0.0.1:${databaseDownPort}/contact-us`);
    await fill(page);
    await page.getByRole("button", { name: "Send message" }).click();
    const alert = page.getByRole("main").getByRole("alert");
    await expect(alert).toContainText(
      "We could not take your request just now: our system did not save it.",
    );
    await expect(
      alert.getByRole("link", { name: company.phone.display }),
    ).toHaveAttribute("href", `tel:${company.phone.e164}`);
    const href = await alert
      .getByRole("link", { name: /from your own e-mail program/ })
      .getAttribute("href");
    const query = new URLSearchParams(href!.slice(href!.indexOf("?") + 1));
    expect(href).toMatch(/^mailto:support@example\.com\?/);
    expect(query.get("subject")).toMatch(
      /^Contact request from Zoë O'Brien 🙂 \(not saved by the website\)$/,
    );
    expect(query.get("body")).toContain(
      'Name: Zoë O\'Brien 🙂\nContact number: +1 212 555 0100\nE-mail: zoe@example.com\n\nMessage:\nPrinter says <script>alert("offline")</script>\nHelp & thanks!',
    );
    await expectKept(page);
    await page.reload();
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expectKept(page);
  });

  test("the eleventh request from one address in ten minutes is refused with a clear message", async ({
    page,
    request,
  }) => {
    // The mail-down server keeps the default limit and trusts X-Forwarded-For,
    // so this test is a client of its own; its requests are kept and count.
    const address = freshAddress();
    const url = `http://127.0.0.1:${mailDownPort}/contact-us`;
    const fields: [string, string][] = [
      ["name", "Rate Tester"],
      ["email", "rate@example.com"],
      ["message", "one of many"],
    ];
    for (let i = 0; i < 10; i++) {
      const { status, html } = await forgePost(request, url, fields, {
        "X-Forwarded-For": address,
      });
      expect(status).toBe(200);
      expect(html).toContain("Your reference is");
    }
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
    await visit(page, url);
    await fill(page);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "Too many requests have come from your connection in the last 10 minutes, so this one was not sent. Please try again later. You can also call us at (212) 555-0142.",
    );
    await expectKept(page);
  });

  test("a filled-in honeypot is refused", async ({ request }) => {
    const { status, html } = await forgePost(request, "/contact-us", [
      ["name", "Bot"],
      ["email", "bot@example.com"],
      ["message", "buy now"],
      ["website", "https://spam.example"],
    ]);
    expect(status).toBe(200);
    expect(html).toContain("This request looks automated, so it was not sent.");
  });
});

test.describe("contact request without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts and shows its confirmation, or its field messages with every value", async ({
    page,
    request,
  }) => {
    await page.goto("/contact-us");
    await fill(page, { ...typed, "Contact number": "not a number" });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(field(page, "Contact number")).toHaveAccessibleDescription(
      `Contact number can hold digits, spaces and + ( ) - . only, and an extension such as "ext. 22".`,
    );
    await expectKept(page, { ...typed, "Contact number": "not a number" });
    await field(page, "Contact number").fill("2125550100");
    await page.getByRole("button", { name: "Send message" }).click();
    const reference = await referenceIn(page);
    const mail = await mailWith(request, reference);
    expect(mail.text).toContain("Contact number: 2125550100");
  });
});
