import { ServicesPage, servicesMetadata } from "@/app/_pages/services";
import { pageLocale } from "@/lib/i18n/locale-params";

type Props = PageProps<"/[locale]/services">;

export async function generateMetadata({ params }: Props) {
  return servicesMetadata(await pageLocale(params));
}

export default async function Page({ params }: Props) {
  return <ServicesPage locale={await pageLocale(params)} />;
}
