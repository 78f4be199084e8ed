import {
  ContactRoute,
  contactMetadata,
} from "@/components/contact/contact-route";
import { pageLocale } from "@/lib/i18n/locale-params";

type Props = PageProps<"/[locale]/contact-us">;

export async function generateMetadata({ params }: Props) {
  return contactMetadata(await pageLocale(params));
}

export default async function Page({ params }: Props) {
  return <ContactRoute locale={await pageLocale(params)} />;
}
