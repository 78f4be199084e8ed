import { render, screen } from "@testing-library/react";
import { FormField } from "@/components/forms/form-field";
import { withWords } from "./intl";

const wrapper = withWords("en", ["forms"]);

describe("FormField", () => {
  it("is a labelled, required input by default", () => {
    render(<FormField id="city" name="city" label="City" />, { wrapper });
    const input = screen.getByRole("textbox", { name: "City" });
    expect(input.tagName).toBe("INPUT");
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("is a text area with multiline, in the same frame", () => {
    render(
      <FormField
        id="notes"
        name="notes"
        label="Notes"
        multiline
        optional
        rows={4}
        hint="Anything we should know."
        error="Please keep it shorter."
      />,
      { wrapper },
    );
    const area = screen.getByRole("textbox", { name: "Notes (optional)" });
    expect(area.tagName).toBe("TEXTAREA");
    expect(area).toHaveAttribute("rows", "4");
    expect(area).not.toBeRequired();
    expect(area).toHaveAttribute("aria-invalid", "true");
    expect(area).toHaveAccessibleDescription(
      "Anything we should know. Please keep it shorter.",
    );
  });
});
