import { setRequestLocale } from "next-intl/server";
import { ServicesPage, servicesMetadata } from "@/app/_pages/services";

export const generateMetadata = () => servicesMetadata("es");

export default function Page() {
  setRequestLocale("es");
  return <ServicesPage locale="es" />;
}
