import { OfferingPage } from "@/components/marketing/offering-page";
import { getOffering } from "@/data/content/offerings";
import { pageMetadata } from "@/lib/seo";

const offering = getOffering("managed-services");

export const metadata = pageMetadata({
  title: offering.title,
  description: offering.summary,
  path: "/managed-services",
});

export default function Page() {
  return <OfferingPage offering={offering} />;
}
