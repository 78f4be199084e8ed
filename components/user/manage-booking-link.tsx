import Link from "next/link";
import { manageBookingLink } from "@/data/navigation";

/** A booking made as a guest is found again by its reference (docs/product.md §21.2). */
export function ManageBookingLink() {
  return (
    <p className="mt-6 text-slate-700">
      Booked without an account, or with another one?{" "}
      <Link
        href={manageBookingLink.href}
        className="font-semibold text-brand-700 underline"
      >
        {manageBookingLink.label}
      </Link>{" "}
      with its reference and e-mail address, or open the link in any of its
      e-mails.
    </p>
  );
}
