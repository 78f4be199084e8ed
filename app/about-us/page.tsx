import { AboutUs } from "@/components/content/about-us";
import { PageBanner } from "@/components/content/page-banner";
import { company } from "@/data/company";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
  title: "About Us",
  description: `${company.name} gives homes and small offices fixed-price IT help by phone or approved remote session, ${company.hours}, with data kept in ${company.dataLocation}.`,
  path: "/about-us",
});

export default function AboutPage() {
  return (
    <>
      <PageBanner title="About Us" lead={company.tagline} />
      <AboutUs />
    </>
  );
}
