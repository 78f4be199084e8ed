import type { Page } from "@playwright/test";
import { company } from "@/data/company";
import { databaseDownPort, mailDownPort } from "../../playwright.config";
import { expect, seedCart, test, visit } from "./fixtures";
import {
  forgePost,
  freshAddress,
  inbox,
  mailWith,
  field,
  referenceIn,
} from "./requests";

/** Seeds a cart as a visitor could have tampered with it: prices of $1. */
async function seedTamperedCart(page: Page, slugs: string[]) {
  const cart = slugs.map((slug, id) => ({ id, slug, title: slug, price: 1 }));
  await seedCart(page, JSON.stringify(cart));
}

/** yyyy-mm-dd a week from now, where the browser is. */
function nextWeek(): string {
  const date = new Date(Date.now() + 7 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const person: Record<string, string> = {
  "First Name": "Ada",
  "Last Name": "Lovelace 👩‍💻",
  Phone: "(212) 555-0100",
  Email: "ada@example.com",
};

const address: Record<string, string> = {
  "Address 1": "1 Main St",
  "Address 2": "Apt 2",
  City: "New York",
  State: "NY",
  Zip: "10001",
};

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await field(page, label).fill(value);
  }
}

async function fillBooking(page: Page, withAddress = true) {
  await fill(page, { ...person, ...(withAddress ? address : {}) });
  await page.getByLabel("Request a time window").check();
  await page.getByLabel("Preferred date").fill(nextWeek());
  await page.getByRole("radio", { name: "Morning (8–12)" }).check();
  await page.getByLabel(/^Notes/).fill("Dog <b>barks</b> & bites");
}

test.describe("booking request", () => {
  test("two services with tampered prices: the mail carries the catalogue total, the reference and Reply-To", async ({
    page,
    request,
  }) => {
    await seedTamperedCart(page, ["printer-installation", "computer-tuneup"]);
    await visit(page, "/checkout");
    await expect(page.locator("#checkout-address-note")).toHaveText(
      "A service in your cart comes with a home visit, so we need your street address.",
    );
    await expect(page.getByLabel("Address 1")).toHaveAttribute("required");
    const date = page.getByLabel("Preferred date");
    await expect(date).toHaveAttribute("type", "date");
    await expect(date).toHaveAttribute("min", /^\d{4}-\d{2}-\d{2}$/);
    await fillBooking(page);
    await page.getByRole("button", { name: "Submit" }).click();

    const reference = await referenceIn(page);
    const status = page.getByRole("status").filter({ hasText: reference });
    for (const text of [
      "Printer Installation",
      "$89",
      "Computer Tune-Up",
      "$35",
      "$124",
      ", Morning (8–12).",
      "The technician comes to 1 Main St, Apt 2, New York, NY 10001.",
      "We call you to confirm the time.",
      "If the technician finds more than it covers, they tell you and quote before doing anything more.",
      "Nothing is paid on this site.",
      "cancel free of charge up to 24 hours",
      "cost $25",
    ]) {
      await expect(status).toContainText(text);
    }
    await expect(
      status.getByRole("link", { name: "how to spot a tech-support scam" }),
    ).toHaveAttribute("href", "/stay-safe");
    await expect(page.locator("main")).not.toContainText(
      /payment (has been|was) (taken|received)|you have paid/i,
    );
    await expect(page.getByRole("button", { name: "Submit" })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("cart"))).toBe("[]");
    expect(
      await page.evaluate(() => sessionStorage.getItem("draft:checkout")),
    ).toBeNull();

    const mail = await mailWith(request, reference);
    expect(mail.subject).toBe(
      `Booking request ${reference} from Ada Lovelace 👩‍💻`,
    );
    expect(mail.to.map((a) => a.address)).toEqual([company.email]);
    expect(mail.envelope.to.map((a) => a.address)).toEqual([company.email]);
    expect(mail.replyTo?.map((a) => a.address)).toEqual(["ada@example.com"]);
    for (const line of [
      "Printer Installation: $89",
      "Computer Tune-Up: $35",
      "Total: $124",
      "Phone: (212) 555-0100",
      "Address: 1 Main St, Apt 2, New York NY 10001",
      "Preferred time: Morning (8–12)",
      "Home visit: needed",
      "Dog <b>barks</b> & bites",
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain("Dog &lt;b&gt;barks&lt;/b&gt; &amp; bites");
    expect(mail.html).not.toContain("<b>barks");
  });

  test("forged service lists: repeats merged, unknown slugs dropped, no address needed without a visit", async ({
    page,
    request,
  }) => {
    await seedTamperedCart(page, ["computer-tuneup"]);
    await visit(page, "/checkout");
    // A remote cart speaks of a call, and asks for no address at all.
    await expect(page.locator("#checkout-address-note")).toHaveText(
      "Everything in your cart is done by phone or in a remote session you approve, wherever you are. Nobody comes to your home, so we need no address: your technician calls you at the phone number above.",
    );
    await expect(
      page.getByRole("group", { name: "When should we call you?" }),
    ).toBeVisible();
    for (const label of ["Address 1", "Address 2", "City", "State", "Zip"]) {
      await expect(page.getByLabel(new RegExp(`^${label}`))).toBeHidden();
    }
    await fillBooking(page, false);
    await page.locator("form").evaluate((form) => {
      const add = (name: string, value: string) => {
        const input = document.createElement("input");
        Object.assign(input, { type: "hidden", name, value });
        form.append(input);
      };
      // Each with the price the page shows for it, as the form pairs them.
      const line = (slug: string, price: string) => {
        add("service", slug);
        add("price", price);
      };
      for (let i = 0; i < 10; i++) line("computer-tuneup", "35");
      for (let i = 0; i < 10; i++) line(`no-such-service-${i}`, "1");
      for (let i = 0; i < 5; i++) line("printer-setup", "79");
      add("total", "2");
    });
    await page.getByRole("button", { name: "Submit" }).click();
    const reference = await referenceIn(page);
    const mail = await mailWith(request, reference);
    expect(mail.text).toContain(
      "Services:\nComputer Tune-Up: $35\nPrinter Setup: $79\nTotal: $114\n",
    );
    expect(mail.text).toContain("Home visit: not needed");
    expect(mail.text).not.toContain("Address:");
  });

  test("a price the visitor was not shown books nothing: the new price is said, every field kept, and sent again it books", async ({
    page,
    request,
  }) => {
    await seedCart(page, ["printer-installation", "computer-tuneup"]);
    await visit(page, "/checkout");
    await fillBooking(page);
    // The page showed $30 for the tune-up: a page built before the price
    // became $35. The first post is changed on its way; the form is not.
    let stale = true;
    await page.route("**/checkout", async (route) => {
      const body = route.request().postData();
      if (!stale || route.request().method() !== "POST" || !body) {
        return route.continue();
      }
      stale = false;
      await route.continue({
        // React prefixes the form's fields with the argument's number.
        postData: body.replace(
          /(name="(?:_\d+_)?price"\r\n\r\n)35\r\n/,
          (_, head: string) => `${head}30\r\n`,
        ),
      });
    });
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "Our prices changed since this page was loaded: Computer Tune-Up is now $35. The new total is $124, and your cart shows it now. Nothing was booked: send again to book at these prices.",
    );
    expect(stale).toBe(false);
    for (const [label, value] of Object.entries({ ...person, ...address })) {
      await expect(field(page, label)).toHaveValue(value);
    }
    await expect(
      page.getByRole("region", { name: "Total Amount to Pay" }),
    ).toContainText("$124");
    await page.getByRole("button", { name: "Submit" }).click();
    const reference = await referenceIn(page);
    const mail = await mailWith(request, reference);
    expect(mail.text).toContain("Total: $124\n");
  });

  test("500 forged slugs are refused with a message, and every field is kept", async ({
    page,
  }) => {
    // A home visit, so the address is in the form to be kept.
    await seedTamperedCart(page, ["printer-installation"]);
    await visit(page, "/checkout");
    await fillBooking(page);
    await page.locator("form").evaluate((form) => {
      for (let i = 0; i < 500; i++) {
        const input = document.createElement("input");
        Object.assign(input, {
          type: "hidden",
          name: "service",
          value: `x${i}`,
        });
        form.append(input);
      }
    });
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "The cart lists more services than we offer.",
    );
    for (const [label, value] of Object.entries({ ...person, ...address })) {
      await expect(field(page, label)).toHaveValue(value);
    }
    await expect(page.getByLabel(/^Notes/)).toHaveValue(
      "Dog <b>barks</b> & bites",
    );
    await expect(
      page.getByRole("radio", { name: "Morning (8–12)" }),
    ).toBeChecked();
  });

  test("an empty cart cannot be booked: a clear message and no mail", async ({
    page,
    request,
  }) => {
    const lastName = `Nobody${Date.now()}`;
    await visit(page, "/checkout");
    await fillBooking(page);
    await page.getByLabel("Last Name").fill(lastName);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "Your cart is empty, so there is nothing to book yet.",
    );
    await expect(
      page
        .getByRole("alert")
        .getByRole("link", { name: company.phone.display }),
    ).toHaveAttribute("href", `tel:${company.phone.e164}`);
    expect(
      (await inbox(request)).filter((m) => m.subject.includes(lastName)),
    ).toEqual([]);
  });

  test("the server's field messages are shown, focused and read out", async ({
    page,
  }) => {
    await seedTamperedCart(page, ["printer-installation"]);
    await visit(page, "/checkout");
    await fillBooking(page);
    const first = page.getByLabel("First Name");
    await first.evaluate((input) => input.removeAttribute("maxlength"));
    await first.fill("A".repeat(101));
    // A ZIP that cannot be read is said at the field, and nothing is sent.
    const posts: string[] = [];
    page.on("request", (sent) => {
      if (sent.method() === "POST") posts.push(sent.url());
    });
    await page.getByLabel("Zip").fill("ABCDE");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByLabel("Zip")).toBeFocused();
    await expect(page.getByLabel("Zip")).toHaveAccessibleDescription(
      "A ZIP code has 5 digits, such as 10001 or 10001-1234.",
    );
    expect(posts).toEqual([]);
    await page.getByLabel("Zip").fill("10001");
    await expect(page.getByLabel("Zip")).not.toHaveAttribute("aria-invalid");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(first).toHaveAccessibleDescription(
      "First Name can be at most 100 characters.",
    );
    await expect(first).toHaveAttribute("aria-invalid", "true");
    await expect(first).toBeFocused();
    await expect(first).toHaveValue("A".repeat(101));
    await expect(page.getByLabel("City")).toHaveValue("New York");
  });

  test("what was typed survives a trip to the cart and a reload", async ({
    page,
  }) => {
    await seedTamperedCart(page, ["printer-installation"]);
    await visit(page, "/checkout");
    await fillBooking(page);
    await page.goto("/cart");
    await visit(page, "/checkout");
    for (const [label, value] of Object.entries({ ...person, ...address })) {
      await expect(field(page, label)).toHaveValue(value);
    }
    await page.reload();
    await expect(page.getByLabel("Preferred date")).toHaveValue(nextWeek());
    await expect(
      page.getByRole("radio", { name: "Morning (8–12)" }),
    ).toBeChecked();
    await expect(page.getByLabel(/^Notes/)).toHaveValue(
      "Dog <b>barks</b> & bites",
    );
  });

  test("mail server down: the booking is kept and confirmed with its reference", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshAddress() });
    await seedTamperedCart(page, ["printer-installation", "computer-tuneup"]);
    await visit(page, `http://127.0.0.1:${mailDownPort}/checkout`);
    await fillBooking(page);
    await page.getByRole("button", { name: "Submit" }).click();
    await referenceIn(page);
    await expect(page.getByText("We could not take your request")).toHaveCount(
      0,
    );
  });

  test("database down: an alert with the phone number and a mailto: link holding the whole booking; nothing lost", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshAddress() });
    await seedCart(page, ["printer-installation", "computer-tuneup"]);
    await visit(page, `http://127.0.0.1:${databaseDownPort}/checkout`);
    await fillBooking(page);
    await page.getByRole("button", { name: "Submit" }).click();
    const alert = page.getByRole("main").getByRole("alert");
    await expect(alert).toContainText(
      "We could not take your request just now",
    );
    await expect(alert).toBeFocused();
    await expect(
      alert.getByRole("link", { name: company.phone.display }),
    ).toHaveAttribute("href", `tel:${company.phone.e164}`);
    const href = await alert
      .getByRole("link", { name: /from your own e-mail program/ })
      .getAttribute("href");
    expect(href).toMatch(
      /^mailto:support@example\.com\?subject=Booking%20request%20from%20Ada%20Lovelace/,
    );
    // No database holds it, so it carries no reference.
    expect(href).not.toMatch(/BP-/);
    const body = new URLSearchParams(href!.slice(href!.indexOf("?") + 1)).get(
      "body",
    );
    for (const line of [
      "Name: Ada Lovelace 👩‍💻",
      "Phone: (212) 555-0100",
      "E-mail: ada@example.com",
      "Address: 1 Main St, Apt 2, New York NY 10001",
      `Preferred date: ${nextWeek()}`,
      "Preferred time: Morning (8–12)",
      "Printer Installation: $89",
      "Computer Tune-Up: $35",
      "Total: $124",
      "Dog <b>barks</b> & bites",
    ]) {
      expect(body).toContain(line);
    }
    for (const [label, value] of Object.entries({ ...person, ...address })) {
      await expect(field(page, label)).toHaveValue(value);
    }
    await expect(page.getByLabel("Preferred date")).toHaveValue(nextWeek());
    await expect(
      page.getByRole("radio", { name: "Morning (8–12)" }),
    ).toBeChecked();
    // The cart stays too, so the visitor can try again.
    await expect(
      page.getByRole("region", { name: "Total Amount to Pay" }),
    ).toContainText("$124");
  });

  test("a cross-site post is refused before it reaches the form", async ({
    request,
  }) => {
    const { status, html } = await forgePost(
      request,
      "/checkout",
      [["service", "computer-tuneup"]],
      { Origin: "https://attacker.example" },
    );
    expect(status).toBe(403);
    expect(html).toBe("Cross-site form posts are refused.");
  });
});

test("without JavaScript the checkout explains why and gives the phone number", async ({
  request,
}) => {
  // What a browser without JavaScript renders: the page's <noscript> note.
  const html = await (await request.get("/checkout")).text();
  const note =
    [...html.matchAll(/<noscript>(.*?)<\/noscript>/g)]
      .map((match) => match[1]!)
      .find((text) => text.includes("Booking online")) ?? "";
  expect(note).toContain(
    "Booking online needs JavaScript, because your cart is kept in your browser.",
  );
  expect(note).toContain(`href="tel:${company.phone.e164}"`);
  expect(note).toContain(company.phone.display);
});
