import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { StarRatingField } from "@/components/reviews/star-rating-field";
import { withWords } from "./intl";

const EnglishReviewFormWords = withWords("en", ["reviewForm"]);

function Field({ error }: { error?: string }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <StarRatingField id="r" value={value} onChange={setValue} error={error} />
      <output>{value ?? "none"}</output>
      <button type="button">After</button>
    </>
  );
}

describe("StarRatingField", () => {
  it("is one group named 'Your rating' with five labelled radios", () => {
    render(<Field />, { wrapper: EnglishReviewFormWords });
    const group = screen.getByRole("group", { name: "Your rating" });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
    ]);
    for (const name of ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]) {
      expect(within(group).getByRole("radio", { name })).not.toBeChecked();
    }
  });

  it("is one tab stop, and the arrow keys move the choice", async () => {
    const user = userEvent.setup();
    render(<Field />, { wrapper: EnglishReviewFormWords });
    await user.tab();
    expect(screen.getByRole("radio", { name: "1 star" })).toHaveFocus();
    await user.keyboard(" ");
    expect(screen.getByRole("radio", { name: "1 star" })).toBeChecked();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(screen.getByRole("radio", { name: "3 stars" })).toHaveFocus();
    expect(screen.getByRole("radio", { name: "3 stars" })).toBeChecked();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("radio", { name: "2 stars" })).toBeChecked();
    await user.tab();
    expect(screen.getByRole("button", { name: "After" })).toHaveFocus();
  });

  it("is chosen by clicking a label", async () => {
    const user = userEvent.setup();
    render(<Field />, { wrapper: EnglishReviewFormWords });
    await user.click(screen.getByText("4 stars"));
    expect(screen.getByRole("radio", { name: "4 stars" })).toBeChecked();
    expect(screen.getByText("4", { selector: "output" })).toBeInTheDocument();
  });

  it("says its error under the group, read with the group's name", () => {
    render(<Field error="Choose from 1 to 5 stars." />, {
      wrapper: EnglishReviewFormWords,
    });
    const group = screen.getByRole("group", { name: "Your rating" });
    expect(group).toHaveAccessibleDescription("Choose from 1 to 5 stars.");
  });
});
