import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReplyForm } from "@/components/reviews/reply-form";
import { reviewLimits } from "@/data/reviews";
import { withWords } from "./intl";

describe("ReplyForm", () => {
  it("labels the Tech's one reply, counts what is typed and sends it", async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    render(
      <ReplyForm id={7} busy={false} onReply={(body) => sent.push(body)} />,
      { wrapper: withWords("en", ["techReviews"]) },
    );
    const max = reviewLimits.reply.toLocaleString("en-US");
    const field = screen.getByLabelText("Reply publicly");
    expect(field).toHaveAccessibleDescription(
      `Shown under the review on your profile. You can reply once. 0 of ${max} characters.`,
    );
    await user.type(field, "Thanks");
    expect(field).toHaveAccessibleDescription(
      `Shown under the review on your profile. You can reply once. 6 of ${max} characters.`,
    );
    await user.click(screen.getByRole("button", { name: "Publish reply" }));
    expect(sent).toEqual(["Thanks"]);
  });
});
