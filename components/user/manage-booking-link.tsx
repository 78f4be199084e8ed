import Link from "next/link";
import { accountCopy } from "@/data/copy/account";
import type { Locale } from "@/data/locale";
import { manageBookingLink } from "@/data/navigation";
import { localePath } from "@/lib/i18n/paths";

/** A booking made as a guest is found again by its reference (docs/product.md §21.2). */
export function ManageBookingLink({ locale = "en" }: { locale?: Locale }) {
  const said = accountCopy[locale];
  return (
    <p className="mt-6 text-slate-700">
      {said.guestBefore}{" "}
      <Link
        href={localePath(locale, manageBookingLink.href)}
        className="font-semibold text-brand-700 underline"
      >
        {said.bookings.emptyLink}
      </Link>{" "}
      {said.guestAfter}
    </p>
  );
}
