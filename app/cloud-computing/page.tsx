import { OfferingPage } from "@/components/marketing/offering-page";
import { getOffering } from "@/data/content/offerings";
import { pageMetadata } from "@/lib/seo";

const offering = getOffering("cloud-computing");

export const metadata = pageMetadata({
  title: offering.title,
  description: offering.summary,
  path: "/cloud-computing",
});

export default function Page() {
  return <OfferingPage offering={offering} />;
}
