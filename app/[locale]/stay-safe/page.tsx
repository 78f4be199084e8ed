import {
  StaySafeRoute,
  staySafeMetadata,
} from "@/components/trust/stay-safe-route";
import { pageLocale } from "@/lib/i18n/locale-params";
import { shownContent } from "@/lib/server/content/catalogue";

type Props = PageProps<"/[locale]/stay-safe">;

export async function generateMetadata({ params }: Props) {
  return staySafeMetadata(await pageLocale(params), await shownContent());
}

export default async function Page({ params }: Props) {
  return (
    <StaySafeRoute
      locale={await pageLocale(params)}
      content={await shownContent()}
    />
  );
}
