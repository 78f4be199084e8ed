import { setRequestLocale } from "next-intl/server";
import { ReviewPage, reviewMetadata } from "@/app/_pages/review";

export const metadata = reviewMetadata("es");

export const dynamic = "force-dynamic";

export default function Page({
  params,
}: {
  params: Promise<{ token: string }>;
}) {
  setRequestLocale("es");
  return <ReviewPage params={params} locale="es" />;
}
