import { UserPage, userMetadata } from "@/components/user/user-route";
import { pageLocale } from "@/lib/i18n/locale-params";

type Props = PageProps<"/[locale]/user">;

export async function generateMetadata({ params }: Props) {
  return userMetadata(await pageLocale(params));
}

export default async function Page({ params }: Props) {
  return <UserPage locale={await pageLocale(params)} />;
}
