// Testing Library with the Spanish form parts' words: `render` is renderWithForms("es").
import { renderWithForms } from "./render-words";

export * from "@testing-library/react";
export const render = renderWithForms("es");
