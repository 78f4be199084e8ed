import {
  AccessibilityRoute,
  accessibilityMetadata,
} from "@/components/trust/accessibility-route";

export const generateMetadata = () => accessibilityMetadata("en");

export default function Page() {
  return <AccessibilityRoute locale="en" />;
}
