import { expect, test, visit } from "./fixtures";
import { origin, publishedTech, signIn, signUp, tab } from "./problem-accounts";
import { mailWith } from "./requests";

// The journey runs on the server backed by the test PostgreSQL, where the
// test publishes the Techs' profiles as staff would (docs/product.md §17).

test.describe("problems and bids", () => {
  test("a Client posts to one Tech, who bids while another Tech gets 404; the Client accepts, and the Tech confirms the booking", async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const client = await signUp(request, "client");
    const ann = await publishedTech(request, "Ann");
    const bo = await publishedTech(request, "Bo");

    // The Client posts, restricted to Ann, picked through the search.
    await signIn(page, "/problems/new", client.email);
    await page.getByLabel("Title").fill("Printer prints blank pages");
    await page
      .getByLabel("Description")
      .fill("Since the update every page is blank.");
    await page.getByLabel("Kind of problem").selectOption("printer");
    await page.getByLabel("Device").fill("HP LaserJet M110");
    await page.getByLabel("Only the technicians I choose").check();
    await page.getByLabel("Search by name or skill").fill("ann");
    await page.getByRole("checkbox", { name: /Ann/ }).check();
    await expect(page.getByRole("checkbox", { name: /^Bo/ })).toBeHidden();
    await page.getByLabel("First name").fill("Cleo");
    await page.getByLabel("Last name").fill("Park");
    await page
      .getByRole("textbox", { name: "Phone" })
      .fill("+1 (347) 555-0111 ext. 22");
    await page.getByRole("button", { name: "Post problem" }).click();
    await expect(page).toHaveURL(/\/problems\/[a-z2-9]{16}$/);
    const id = page.url().split("/").at(-1)!;
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Printer prints blank pages",
      }),
    ).toBeVisible();
    expect(
      (await page.locator('meta[name="robots"]').getAttribute("content")) ?? "",
    ).toContain("noindex");

    // Bo may not see it: the same 404 as a problem that does not exist.
    const asBo = await request.get(`${origin}/tech/api/problems/${id}`, {
      headers: { Authorization: `Bearer ${bo.idToken}` },
    });
    const missing = await request.get(
      `${origin}/tech/api/problems/${"z".repeat(16)}`,
      {
        headers: { Authorization: `Bearer ${bo.idToken}` },
      },
    );
    expect([asBo.status(), missing.status()]).toEqual([404, 404]);
    expect(await asBo.json()).toEqual(await missing.json());
    const boBids = await request.post(`${origin}/tech/api/problems/${id}`, {
      headers: { Authorization: `Bearer ${bo.idToken}` },
      data: {
        action: "bid",
        price: "90",
        startDate: new Date(Date.now() + 2 * 86_400_000)
          .toISOString()
          .slice(0, 10),
        timeWindow: "morning",
        message: "Hi",
      },
    });
    expect(boBids.status()).toBe(404);

    // Ann finds it and bids, without seeing the Client.
    const annTab = await tab(browser);
    await signIn(annTab.page, "/tech/problems", ann.email);
    await annTab.page
      .getByRole("link", { name: "Printer prints blank pages" })
      .click();
    await expect(
      annTab.page.getByRole("heading", {
        level: 1,
        name: "Printer prints blank pages",
      }),
    ).toBeVisible();
    await expect(annTab.page.getByRole("main")).not.toContainText("Cleo");
    await annTab.page.getByLabel("Price in US dollars").fill("95");
    const start = new Date(Date.now() + 2 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await annTab.page.getByLabel("Day you can start").fill(start);
    await annTab.page
      .getByLabel("Message")
      .fill("I can fix it in a remote session.");
    await annTab.page.getByRole("button", { name: "Send bid" }).click();
    await expect(annTab.page.getByRole("main").getByRole("status")).toHaveText(
      "Bid sent.",
    );
    // Her bid waits on the problem, in her list of open problems too.
    await expect(annTab.page.getByText("Open · 1 bid waiting")).toBeVisible();
    await visit(annTab.page, `${origin}/tech/problems`);
    await expect(annTab.page.getByRole("main")).toContainText(
      "ago · 1 bid waiting",
    );
    await annTab.page
      .getByRole("link", { name: "Printer prints blank pages" })
      .click();
    await expect(annTab.page.getByText("Your bid: $95")).toBeVisible();

    // The Client's list of problems counts it.
    await visit(page, `${origin}/user`);
    await expect(page.getByRole("main")).toContainText("Open · 1 bid waiting");

    // The Client compares and accepts, behind a confirmation that states the price.
    await visit(page, `${origin}/problems/${id}`);
    await expect(page.getByText("$95")).toBeVisible();
    await page.getByRole("button", { name: "Accept bid" }).click();
    await expect(page.getByText("Accept $95 from Ann?")).toBeVisible();
    await page.getByRole("button", { name: "Yes, accept this bid" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      "Bid accepted: it is now a booking.",
    );
    const reference = (await page.locator("strong.font-mono").textContent())!;
    expect(reference).toMatch(/^BP-[2-9A-HJ-NP-Z]{6}$/);

    // Ann now sees the Client's details, and confirms a start.
    await annTab.page.reload();
    await expect(
      annTab.page.getByRole("link", { name: "+1 (347) 555-0111 ext. 22" }),
    ).toBeVisible();
    await annTab.page
      .getByRole("link", { name: "Confirm a start time in your bookings" })
      .click();
    await expect(
      annTab.page.getByRole("heading", { level: 1, name: "Your bookings" }),
    ).toBeVisible();
    await annTab.page.getByLabel("Start day").fill(start);
    await annTab.page.getByLabel(/Start time/).fill("10:00");
    await annTab.page.getByRole("button", { name: "Confirm start" }).click();
    await expect(annTab.page.getByRole("main").getByRole("status")).toHaveText(
      `Booking ${reference} updated.`,
    );
    await expect(
      annTab.page.getByText("Confirmed", { exact: true }),
    ).toBeVisible();
    expect(annTab.problems).toEqual([]);
    // The Client's mail goes as the Tech confirms, not on the outbox's next round.
    await mailWith(request, `Booking ${reference} confirmed`, client.email);

    // The Client sees it confirmed in the account.
    await visit(page, `${origin}/user`);
    await expect(page.getByRole("main")).toContainText(reference);
    await expect(page.getByRole("main")).toContainText("Confirmed");
  });
});
