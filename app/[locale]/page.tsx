import { HomePage, homeMetadata } from "@/app/_pages/home";
import { pageLocale } from "@/lib/i18n/locale-params";

type Props = PageProps<"/[locale]">;

export async function generateMetadata({ params }: Props) {
  return homeMetadata(await pageLocale(params));
}

export default async function Page({ params }: Props) {
  return <HomePage locale={await pageLocale(params)} />;
}
