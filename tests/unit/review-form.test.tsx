import { render, screen } from "./render-en";
import userEvent from "@testing-library/user-event";
import { ReviewForm } from "@/components/reviews/review-form";
import type { ReviewForm as Form } from "@/lib/reviews/replies";
import { withWords } from "./intl";

const EnglishReviewFormWords = withWords("en", ["reviewForm", "reviews"]);

const booking: Form["booking"] = {
  reference: "BP-ABCDEF",
  services: ["Printer Setup"],
  techName: "Rhea",
  techHandle: "rhea",
  completedAt: "2026-11-20T15:00:00.000Z",
};

/** The route's answers, in order; each call's JSON body is kept. */
function answer(...replies: { status: number; body: unknown }[]) {
  const sent: unknown[] = [];
  global.fetch = jest.fn(async (_path: unknown, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)));
    const reply = replies.shift()!;
    return {
      status: reply.status,
      headers: new Headers({ "content-type": "application/json" }),
      json: async () => reply.body,
    } as Response;
  }) as typeof fetch;
  return sent;
}

beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

describe("ReviewForm", () => {
  it("says a refusal in a focused summary that links each field, and the field's own error", async () => {
    const user = userEvent.setup();
    answer({
      status: 400,
      body: {
        error: "Please check your review.",
        reason: "invalid",
        fields: { rating: "Choose from 1 to 5 stars." },
      },
    });
    render(
      <ReviewForm
        link="tok"
        initial={{ booking, review: null, canEdit: true }}
      />,
      { wrapper: EnglishReviewFormWords },
    );
    await user.click(screen.getByRole("button", { name: "Send your review" }));
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent("Please check your review.");
    expect(screen.getByRole("link", { name: "Your rating" })).toHaveAttribute(
      "href",
      "#review-rating-1",
    );
    expect(
      screen.getByRole("group", { name: "Your rating" }),
    ).toHaveAccessibleDescription("Choose from 1 to 5 stars.");
  });

  it("counts the characters as they are typed", async () => {
    const user = userEvent.setup();
    render(
      <ReviewForm
        link="tok"
        initial={{ booking, review: null, canEdit: true }}
      />,
      { wrapper: EnglishReviewFormWords },
    );
    expect(screen.getByText("0 of 2,000 characters")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Your review/), "Great");
    expect(screen.getByText("5 of 2,000 characters")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Your review/)).toHaveAttribute(
      "maxlength",
      "2000",
    );
  });

  it("thanks, offers the one edit with the review's version, then says it can no longer be changed", async () => {
    const user = userEvent.setup();
    const sent = answer(
      {
        status: 200,
        body: {
          form: {
            booking,
            review: { rating: 4, body: "Good", edits: 0, version: 1 },
            canEdit: true,
          },
        },
      },
      {
        status: 200,
        body: {
          form: {
            booking,
            review: { rating: 5, body: "Good", edits: 1, version: 2 },
            canEdit: false,
          },
        },
      },
    );
    render(
      <ReviewForm
        link="tok"
        initial={{ booking, review: null, canEdit: true }}
      />,
      { wrapper: EnglishReviewFormWords },
    );
    await user.click(screen.getByRole("radio", { name: "4 stars" }));
    await user.type(screen.getByLabelText(/^Your review/), "Good");
    await user.click(screen.getByRole("button", { name: "Send your review" }));
    expect(
      await screen.findByRole("heading", { name: "Thank you for your review" }),
    ).toHaveFocus();
    expect(sent[0]).toEqual({
      token: "tok",
      rating: 4,
      body: "Good",
      locale: "en",
    });

    await user.click(screen.getByRole("button", { name: "Edit your review" }));
    expect(screen.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "5 stars" }));
    await user.click(screen.getByRole("button", { name: "Save your changes" }));
    expect(
      await screen.findByText("Your review can no longer be changed."),
    ).toBeInTheDocument();
    expect(sent[1]).toEqual({
      token: "tok",
      rating: 5,
      body: "Good",
      version: 1,
      locale: "en",
    });
    expect(
      screen.queryByRole("button", { name: "Edit your review" }),
    ).not.toBeInTheDocument();
  });
});
