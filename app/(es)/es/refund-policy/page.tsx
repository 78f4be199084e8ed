import { setRequestLocale } from "next-intl/server";
import {
  PolicyRoute,
  policyMetadata,
} from "@/components/policies/policy-route";

export const generateMetadata = () => policyMetadata("refund", "es");

export default function Page() {
  setRequestLocale("es");
  return <PolicyRoute id="refund" locale="es" />;
}
