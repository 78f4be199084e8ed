import { OfferingPage } from "@/components/marketing/offering-page";
import { getOffering } from "@/data/content/offerings";
import { pageMetadata } from "@/lib/seo";

const offering = getOffering("network-security");

export const metadata = pageMetadata({
  title: offering.title,
  description: offering.summary,
  path: "/network-security",
});

export default function Page() {
  return <OfferingPage offering={offering} />;
}
