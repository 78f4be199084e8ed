import { ReviewPage, reviewMetadata } from "@/app/_pages/review";
import { pageLocale } from "@/lib/i18n/locale-params";

type Props = PageProps<"/[locale]/reviews/[token]">;

export async function generateMetadata({ params }: Props) {
  return reviewMetadata(await pageLocale(params));
}

export const dynamic = "force-dynamic";

export default async function Page({ params }: Props) {
  return <ReviewPage params={params} locale={await pageLocale(params)} />;
}
