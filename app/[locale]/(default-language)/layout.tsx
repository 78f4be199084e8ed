import type { ReactNode } from "react";
import { defaultLanguagePage } from "@/lib/i18n/locale-params";

/**
 * The pages written in the default language only: the desk, a Tech's work
 * pages, problems and the preview review. Under another language's prefix
 * they are that language's 404.
 */
export default async function DefaultLanguagePages({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  await defaultLanguagePage(params);
  return children;
}
