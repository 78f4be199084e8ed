import {
  PolicyRoute,
  policyMetadata,
} from "@/components/policies/policy-route";

export const generateMetadata = () => policyMetadata("privacy", "en");

export default function Page() {
  return <PolicyRoute id="privacy" locale="en" />;
}
