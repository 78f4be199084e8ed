import { ReviewPage, reviewMetadata } from "@/app/_pages/review";

export const metadata = reviewMetadata("en");

export const dynamic = "force-dynamic";

export default function Page({
  params,
}: {
  params: Promise<{ token: string }>;
}) {
  return <ReviewPage params={params} locale="en" />;
}
