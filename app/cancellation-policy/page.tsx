import { PolicyPage } from "@/components/policies/policy-page";
import { cancellationPolicy } from "@/data/content/policies/cancellation";
import { pageMetadata } from "@/lib/seo";

const policy = cancellationPolicy();

export const metadata = pageMetadata({
  title: policy.title,
  description:
    "When you can cancel or reschedule an IT support appointment free of charge, and the fees that apply closer to the time.",
  path: "/cancellation-policy",
});

export default function Page() {
  return <PolicyPage policy={policy} />;
}
