import { setRequestLocale } from "next-intl/server";
import {
  PolicyRoute,
  policyMetadata,
} from "@/components/policies/policy-route";

export const generateMetadata = () => policyMetadata("terms", "es");

export default function Page() {
  setRequestLocale("es");
  return <PolicyRoute id="terms" locale="es" />;
}
