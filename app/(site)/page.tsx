import { HomePage, homeMetadata } from "@/app/_pages/home";

export const generateMetadata = () => homeMetadata("en");

export default function Page() {
  return <HomePage locale="en" />;
}
