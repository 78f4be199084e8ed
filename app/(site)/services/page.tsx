import { ServicesPage, servicesMetadata } from "@/app/_pages/services";

export const generateMetadata = () => servicesMetadata("en");

export default function Page() {
  return <ServicesPage locale="en" />;
}
