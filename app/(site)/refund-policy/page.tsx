import {
  PolicyRoute,
  policyMetadata,
} from "@/components/policies/policy-route";

export const generateMetadata = () => policyMetadata("refund", "en");

export default function Page() {
  return <PolicyRoute id="refund" locale="en" />;
}
