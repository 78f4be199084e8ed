import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { Locale } from "@/data/locale";
import { ContactLine } from "./contact-line";
import { LanguageBadge } from "./language-badge";

/** Who sent a record, as every list of the desk shows it. */
export type Sender = {
  readonly name: string | null;
  readonly phone: string | null;
  readonly email: string | null;
  /** The language they wrote in; the desk marks any but English. */
  readonly language?: Locale;
};

/**
 * One record as a card, on a phone and in the search's results: its first
 * line (the reference and what the list puts beside it), the sender's name,
 * phone and e-mail, then what the list adds.
 */
export function RecordCard({
  heading,
  sender,
  children,
}: {
  heading: ReactNode;
  sender: Sender;
  children: ReactNode;
}) {
  const t = useTranslations("desk.lists");
  return (
    <li className="grid gap-1 rounded-lg border border-slate-200 bg-white p-3 text-sm">
      {heading}
      <p className="font-semibold text-slate-900">
        {sender.name ?? t("erased")}
        <LanguageBadge language={sender.language} />
      </p>
      <ContactLine phone={sender.phone} email={sender.email} />
      {children}
    </li>
  );
}
