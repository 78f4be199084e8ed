import { setRequestLocale } from "next-intl/server";
import { AboutRoute, aboutMetadata } from "@/components/content/about-route";

export const generateMetadata = () => aboutMetadata("es");

export default function Page() {
  setRequestLocale("es");
  return <AboutRoute locale="es" />;
}
