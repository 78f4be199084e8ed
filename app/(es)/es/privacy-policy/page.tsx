import { setRequestLocale } from "next-intl/server";
import {
  PolicyRoute,
  policyMetadata,
} from "@/components/policies/policy-route";

export const generateMetadata = () => policyMetadata("privacy", "es");

export default function Page() {
  setRequestLocale("es");
  return <PolicyRoute id="privacy" locale="es" />;
}
