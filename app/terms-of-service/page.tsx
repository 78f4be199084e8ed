import { company } from "@/data/company";
import { PolicyPage } from "@/components/policies/policy-page";
import { termsOfService } from "@/data/content/policies/terms";
import { pageMetadata } from "@/lib/seo";

const policy = termsOfService();

export const metadata = pageMetadata({
  title: policy.title,
  description: `The terms for booking ${company.name} services: per-incident pricing, memberships, backup limits, repairs and age requirements.`,
  path: "/terms-of-service",
});

export default function Page() {
  return <PolicyPage policy={policy} />;
}
