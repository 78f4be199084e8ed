// Testing Library with the English form parts' words: `render` is renderWithForms("en").
import { renderWithForms } from "./render-words";

export * from "@testing-library/react";
export const render = renderWithForms("en");
