import { render, screen, waitFor, within } from "./render-en";
import userEvent from "@testing-library/user-event";
import { ProfileEditor } from "@/components/techs/profile-editor";
import type { OwnProfile } from "@/lib/techs/views";
import { withWords } from "./intl";

// The profile form (docs/product.md §17.2) has no ZIP field: the one list is
// kept with the hours. When the server refuses to send a profile for review
// that says nowhere the Tech works, the sentence is at "I also work remotely".
const draft: OwnProfile = {
  status: "draft",
  statusLabel: "Draft",
  version: 2,
  text: {
    handle: "cy-fixes",
    displayName: "Cy",
    headline: "Printers",
    about: "",
    skills: ["printer-setup"],
    ownSkills: [],
    remote: false,
    years: 3,
    languages: ["English"],
  },
  hasPhoto: false,
  photo: null,
  live: false,
  handleFixed: false,
};

const where =
  'Say where you work: list the ZIP codes you visit under "Hours and where you work" (save this profile first if it is new), or tick "I also work remotely", or both.';

describe("ProfileEditor", () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it("has no ZIP field, and shows the server's 'say where you work' at the remote checkbox, linked from the summary (issue 61 item 10)", async () => {
    const sent: unknown[] = [];
    global.fetch = jest.fn(
      async (_url: RequestInfo | URL, init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)));
        return {
          status: 400,
          headers: new Map([["content-type", "application/json"]]),
          json: async () => ({
            error: "Some fields need another look; nothing was saved.",
            reason: "invalid",
            errors: { remote: where },
          }),
        } as unknown as Response;
      },
    ) as typeof fetch;
    render(
      <ProfileEditor
        email="cy@example.com"
        initial={draft}
        token={async () => "token"}
        onRefused={jest.fn()}
        onSignOut={jest.fn()}
        onSaved={jest.fn()}
      />,
      { wrapper: withWords("en", ["techWork"]) },
    );
    expect(screen.queryByLabelText(/ZIP/)).toBeNull();
    const remote = screen.getByRole("checkbox", {
      name: "I also work remotely",
    });
    expect(remote).toHaveAccessibleDescription(
      "The ZIP codes you visit are one list, kept with your hours below.",
    );
    await userEvent.click(
      screen.getByRole("button", { name: "Save and send for review" }),
    );
    const summary = await screen.findByRole("alert");
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([["I also work remotely", "#tech-remote"]]);
    expect(remote).toHaveAccessibleDescription(new RegExp(where.slice(0, 40)));
    expect(sent[0]).not.toHaveProperty("zips");
  });
});
