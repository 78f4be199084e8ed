import { company } from "@/data/company";
import { PolicyPage } from "@/components/policies/policy-page";
import { privacyPolicy } from "@/data/content/policies/privacy";
import { pageMetadata } from "@/lib/seo";

const policy = privacyPolicy();

export const metadata = pageMetadata({
  title: policy.title,
  description: `How ${company.name} handles Client and Tech accounts, remote sessions you approve, and data kept on servers in ${company.dataLocation}.`,
  path: "/privacy-policy",
});

export default function Page() {
  return <PolicyPage policy={policy} />;
}
