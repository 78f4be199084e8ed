import Link from "next/link";

/**
 * What a signed-in account without the Tech claim sees on a Tech page
 * (docs/product.md §17.1): not an error, but what the page is and how to
 * become a technician.
 */
export function NotATech({
  email,
  onSignOut,
}: {
  email: string;
  onSignOut: () => Promise<void>;
}) {
  return (
    <div className="grid gap-4">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        This is for our technicians
      </h1>
      <p className="text-lg text-slate-700">
        You are signed in as <strong className="text-slate-900">{email}</strong>
        , which is a client account. This page is for technicians: our staff
        check each one and make their account a technician&apos;s first.
      </p>
      <p className="text-slate-700">
        Looking for help instead? Browse{" "}
        <Link
          href="/services"
          className="font-semibold text-brand-700 underline"
        >
          our services
        </Link>
        , meet{" "}
        <Link href="/techs" className="font-semibold text-brand-700 underline">
          our technicians
        </Link>
        , or go to{" "}
        <Link href="/user" className="font-semibold text-brand-700 underline">
          your account
        </Link>
        . A technician who wants to join us can{" "}
        <Link
          href="/contact-us"
          className="font-semibold text-brand-700 underline"
        >
          write to us
        </Link>
        .
      </p>
      <div>
        <button
          type="button"
          onClick={() => void onSignOut()}
          className="btn-outline"
        >
          Sign out
        </button>
      </div>
    </div>
  );
}
