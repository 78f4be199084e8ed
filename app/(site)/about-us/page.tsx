import { AboutRoute, aboutMetadata } from "@/components/content/about-route";

export const generateMetadata = () => aboutMetadata("en");

export default function Page() {
  return <AboutRoute locale="en" />;
}
