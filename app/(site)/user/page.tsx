import { SignedInFrame } from "@/components/layout/signed-in-frame";
import { ManageBookingLink } from "@/components/user/manage-booking-link";
import { UserPanel } from "@/components/user/user-panel";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
  title: "Your account",
  description:
    "Log in or sign up with your e-mail address and a password; signed in, see your bookings, manage each one, or delete your account.",
  path: "/user",
});

export default function UserPage() {
  return (
    <SignedInFrame
      width="max-w-2xl"
      noScript={
        <>
          <h1 className="text-3xl font-extrabold text-slate-900">Login</h1>
          <p className="mt-3 text-slate-700">
            Signing in needs JavaScript. Turn it on and reload this page, or
            call us and we will help you by phone.
          </p>
        </>
      }
      after={<ManageBookingLink />}
    >
      <UserPanel />
    </SignedInFrame>
  );
}
