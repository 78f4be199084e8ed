import { UserPage, userMetadata } from "@/components/user/user-route";

export const metadata = userMetadata("en");

export default function Page() {
  return <UserPage locale="en" />;
}
