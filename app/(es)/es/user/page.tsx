import { setRequestLocale } from "next-intl/server";
import { UserPage, userMetadata } from "@/components/user/user-route";

export const metadata = userMetadata("es");

export default function Page() {
  setRequestLocale("es");
  return <UserPage locale="es" />;
}
