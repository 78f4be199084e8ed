import { PageBanner } from "@/components/content/page-banner";
import { StaySafeGuide } from "@/components/trust/stay-safe-guide";
import { company } from "@/data/company";
import { staySafeGuide } from "@/data/content/stay-safe";
import { pageMetadata } from "@/lib/seo";

const guide = staySafeGuide();

export const metadata = pageMetadata({
  title: guide.title,
  description: `What ${company.name} never does, how to check that a call is really ours, and what to do after a tech-support scam, with facts from the FTC and FBI.`,
  path: "/stay-safe",
});

export default function StaySafePage() {
  return (
    <article>
      <PageBanner title={guide.title} lead={guide.lead} />
      <StaySafeGuide guide={guide} />
    </article>
  );
}
