import { AboutRoute, aboutMetadata } from "@/components/content/about-route";
import { pageLocale } from "@/lib/i18n/locale-params";
import { shownContent } from "@/lib/server/content/catalogue";

type Props = PageProps<"/[locale]/about-us">;

export async function generateMetadata({ params }: Props) {
  return aboutMetadata(await pageLocale(params));
}

export default async function Page({ params }: Props) {
  return (
    <AboutRoute
      locale={await pageLocale(params)}
      content={await shownContent()}
    />
  );
}
