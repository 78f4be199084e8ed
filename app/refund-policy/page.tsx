import { PolicyPage } from "@/components/policies/policy-page";
import { refundPolicy } from "@/data/content/policies/refund";
import { pageMetadata } from "@/lib/seo";

const policy = refundPolicy();

export const metadata = pageMetadata({
  title: policy.title,
  description:
    "How to ask for a refund on an IT support service, the time limit for requests and how quickly the money is credited to your card.",
  path: "/refund-policy",
});

export default function Page() {
  return <PolicyPage policy={policy} />;
}
