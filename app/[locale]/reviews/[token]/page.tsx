import { ReviewPage, reviewMetadata } from "@/app/_pages/review";
import { EnglishReviewFormWords } from "@/components/reviews/review-form-words-en";
import { SpanishReviewFormWords } from "@/components/reviews/review-form-words-es";
import { pageLocale } from "@/lib/i18n/locale-params";

type Props = PageProps<"/[locale]/reviews/[token]">;

export async function generateMetadata({ params }: Props) {
  return reviewMetadata(await pageLocale(params));
}

export const dynamic = "force-dynamic";

export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const Words = {
    en: EnglishReviewFormWords,
    es: SpanishReviewFormWords,
  }[locale];
  return <ReviewPage params={params} locale={locale} Words={Words} />;
}
