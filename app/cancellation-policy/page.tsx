import Link from "next/link";
import { PolicyPage } from "@/components/policies/policy-page";
import { manageBookingLink } from "@/data/navigation";
import { cancellationPolicy } from "@/data/content/policies/cancellation";
import { pageMetadata } from "@/lib/seo";

const policy = cancellationPolicy();

export const metadata = pageMetadata({
  title: policy.title,
  description:
    "When you can cancel or reschedule an IT support appointment free of charge, and the fees that apply closer to the time.",
  path: "/cancellation-policy",
});

export default function Page() {
  return (
    <>
      <PolicyPage policy={policy} />
      <p className="mx-auto max-w-3xl px-4 pb-12 text-lg text-slate-700 sm:px-6">
        To cancel or change a booking yourself, open{" "}
        <Link
          href={manageBookingLink.href}
          className="font-semibold text-brand-700 underline"
        >
          {manageBookingLink.label}
        </Link>{" "}
        or the link in any e-mail about your booking.
      </p>
    </>
  );
}
