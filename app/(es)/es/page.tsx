import { setRequestLocale } from "next-intl/server";
import { HomePage, homeMetadata } from "@/app/_pages/home";

export const generateMetadata = () => homeMetadata("es");

export default function Page() {
  setRequestLocale("es");
  return <HomePage locale="es" />;
}
