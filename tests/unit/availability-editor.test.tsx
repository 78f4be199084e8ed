import { render, screen, waitFor, within } from "./render-en";
import userEvent from "@testing-library/user-event";
import { AvailabilityEditor } from "@/components/techs/availability-editor";
import type { AvailabilityView } from "@/lib/scheduling/availability";
import { withWords } from "./intl";

// The hours form (docs/product.md §23.2) against a stubbed server: what it
// sends, and how it shows a refusal and a save.
const view: AvailabilityView = {
  weekly: { 2: [{ from: "08:00", to: "24:00" }] },
  timeOff: [],
  zips: "10001-10003",
  services: [],
  skills: [{ slug: "printer-installation", title: "Printer Installation" }],
  version: 4,
  bookable: true,
  zipsMerged: false,
};

type Sent = { url: string; body?: Record<string, unknown> };

function stubServer(answers: { status: number; body: unknown }[]) {
  const sent: Sent[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: String(url),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = answers.shift()!;
    // What callApi reads of a response; jsdom has no Response of its own.
    return {
      status: answer.status,
      headers: new Map([["content-type", "application/json"]]),
      json: async () => answer.body,
    } as unknown as Response;
  }) as typeof fetch;
  return sent;
}

const editor = ({ own = false } = {}) =>
  render(
    <AvailabilityEditor
      token={async () => "token"}
      path="/tech/api/availability"
      idPrefix="hours"
      level={2}
      own={own}
      onRefused={jest.fn()}
    />,
    { wrapper: withWords("en", ["techWork"]) },
  );

describe("AvailabilityEditor", () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it("shows the hours as kept, 24:00 as the day's last 00:00, and sends what was changed with the version read", async () => {
    const sent = stubServer([
      { status: 200, body: view },
      { status: 200, body: { ...view, version: 5 } },
    ]);
    editor();
    expect(
      await screen.findByLabelText("To (Tuesday, interval 1)"),
    ).toHaveValue("00:00");
    expect(screen.getByLabelText("ZIP codes you visit (optional)")).toHaveValue(
      "10001-10003",
    );
    await userEvent.click(
      screen.getByRole("button", { name: "Add hours on Monday" }),
    );
    await userEvent.click(
      screen.getByRole("checkbox", { name: "Printer Installation" }),
    );
    await userEvent.click(
      screen.getByRole("button", { name: "Save hours and ZIP codes" }),
    );
    expect(await screen.findByRole("status")).toHaveTextContent(/^Saved\./);
    expect(screen.getByRole("status")).toHaveFocus();
    expect(sent[1]).toEqual({
      url: "/tech/api/availability",
      body: {
        version: 4,
        weekly: {
          1: [{ from: "09:00", to: "17:00" }],
          2: [{ from: "08:00", to: "24:00" }],
          3: [],
          4: [],
          5: [],
          6: [],
          7: [],
        },
        timeOff: [],
        zips: "10001-10003",
        services: ["printer-installation"],
      },
    });
  });

  it("copies a day's hours to every other day, keyboard only, and says so", async () => {
    const sent = stubServer([
      { status: 200, body: view },
      { status: 200, body: { ...view, version: 5 } },
    ]);
    editor();
    await screen.findByLabelText("To (Tuesday, interval 1)");
    expect(
      screen.queryByRole("button", {
        name: "Copy to other days (Monday's hours)",
      }),
    ).toBeNull();
    const copy = screen.getByRole("button", {
      name: "Copy to other days (Tuesday's hours)",
    });
    copy.focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("status")).toHaveTextContent(
      "Every day now has Tuesday's hours, 8:00 AM–12:00 AM. Remove a day's hours to make it a day off.",
    );
    expect(screen.getByLabelText("From (Sunday, interval 1)")).toHaveValue(
      "08:00",
    );
    await userEvent.click(
      screen.getByRole("button", { name: "Save hours and ZIP codes" }),
    );
    await screen.findByText(/^Saved\./);
    const day = [{ from: "08:00", to: "24:00" }];
    expect(sent[1]!.body!.weekly).toEqual({
      1: day,
      2: day,
      3: day,
      4: day,
      5: day,
      6: day,
      7: day,
    });
  });

  it("tells a Tech whose profile is not published that the hours wait for it", async () => {
    stubServer([
      { status: 200, body: { ...view, bookable: false } },
      { status: 200, body: { ...view, bookable: false, version: 5 } },
    ]);
    editor();
    await userEvent.click(
      await screen.findByRole("button", { name: "Save hours and ZIP codes" }),
    );
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Saved. Customers can book these hours, and your public profile will list these ZIP codes, once your profile is published.",
    );
  });

  it("sums up a refusal at the top, focused, with each field's sentence beside it", async () => {
    stubServer([
      { status: 200, body: view },
      {
        status: 400,
        body: {
          error:
            "Some of your availability needs another look; nothing was saved.",
          reason: "invalid",
          errors: {
            weekly: "Tuesday: 8:00 AM–12:00 AM overlaps 9:00 AM–10:00 AM.",
            zips: '"1234" is not a 5-digit ZIP code or a range such as 10001-10005.',
          },
        },
      },
    ]);
    editor();
    await userEvent.click(
      await screen.findByRole("button", {
        name: "Save hours and ZIP codes",
      }),
    );
    const summary = await screen.findByRole("alert");
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Weekly hours", "#hours-weekly"],
      ["ZIP codes you visit", "#hours-zips"],
    ]);
    expect(
      screen.getByRole("group", { name: "Weekly hours" }),
    ).toHaveAccessibleDescription(/overlaps 9:00 AM–10:00 AM/);
    expect(
      screen.getByLabelText("ZIP codes you visit (optional)"),
    ).toHaveAccessibleDescription(/"1234" is not a 5-digit ZIP code/);
  });

  it("has one ZIP list, whose hint says the public profile shows it and bookings read it (issue 61 item 10)", async () => {
    stubServer([{ status: 200, body: view }]);
    editor({ own: true });
    const field = await screen.findByLabelText(
      "ZIP codes you visit (optional)",
    );
    expect(field).toHaveAccessibleDescription(
      /your public profile shows it, and customers at these ZIP codes can book your home visits.*up to 1,000 ZIP codes/,
    );
    expect(screen.getAllByRole("textbox", { name: /ZIP/ })).toHaveLength(1);
    expect(screen.queryByTestId("zips-merged")).toBeNull();
  });

  it("tells the Tech once that their two lists were merged, until they save", async () => {
    stubServer([
      { status: 200, body: { ...view, zipsMerged: true } },
      { status: 200, body: { ...view, version: 5 } },
    ]);
    editor({ own: true });
    expect(await screen.findByTestId("zips-merged")).toHaveTextContent(
      "Your two ZIP lists are now one:",
    );
    await userEvent.click(
      screen.getByRole("button", { name: "Save hours and ZIP codes" }),
    );
    await screen.findByRole("status");
    expect(screen.queryByTestId("zips-merged")).toBeNull();
  });

  it("leaves the notice to the Tech: staff on the desk do not see it", async () => {
    stubServer([{ status: 200, body: { ...view, zipsMerged: true } }]);
    editor();
    await screen.findByLabelText("ZIP codes you visit (optional)");
    expect(screen.queryByTestId("zips-merged")).toBeNull();
  });

  it("holds no more text than 1,000 ZIP codes written apart; the server counts a range's", async () => {
    stubServer([{ status: 200, body: view }]);
    editor({ own: true });
    const field = await screen.findByLabelText(
      "ZIP codes you visit (optional)",
    );
    // "10001, " is 7 characters: 1,000 of them fit in 8,000.
    expect(field).toHaveAttribute("maxlength", "8000");
  });
});
