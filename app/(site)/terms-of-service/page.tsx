import {
  PolicyRoute,
  policyMetadata,
} from "@/components/policies/policy-route";

export const generateMetadata = () => policyMetadata("terms", "en");

export default function Page() {
  return <PolicyRoute id="terms" locale="en" />;
}
