import {
  PolicyRoute,
  policyMetadata,
} from "@/components/policies/policy-route";

export const generateMetadata = () => policyMetadata("cancellation", "en");

export default function Page() {
  return <PolicyRoute id="cancellation" locale="en" />;
}
