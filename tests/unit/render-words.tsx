import type { ReactNode } from "react";
import {
  render as renderPlain,
  type RenderOptions,
} from "@testing-library/react";
import type { Locale } from "@/data/locale";
import { withWords } from "./intl";

/**
 * Testing Library's `render`, inside the shared form parts' words
 * (components/forms/ read the catalogue's `forms`), as the site's document
 * gives them to every page (components/layout/site-document.tsx); a test's own
 * wrapper goes inside.
 */
export function renderWithForms(locale: Locale) {
  const Forms = withWords(locale, ["forms"]);
  return function render(ui: ReactNode, options: RenderOptions = {}) {
    const Own = options.wrapper;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Forms>{Own ? <Own>{children}</Own> : children}</Forms>
    );
    return renderPlain(ui, { ...options, wrapper });
  };
}
