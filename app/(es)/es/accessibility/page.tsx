import { setRequestLocale } from "next-intl/server";
import {
  AccessibilityRoute,
  accessibilityMetadata,
} from "@/components/trust/accessibility-route";

export const generateMetadata = () => accessibilityMetadata("es");

export default function Page() {
  setRequestLocale("es");
  return <AccessibilityRoute locale="es" />;
}
