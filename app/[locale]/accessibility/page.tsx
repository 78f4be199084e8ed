import {
  AccessibilityRoute,
  accessibilityMetadata,
} from "@/components/trust/accessibility-route";
import { pageLocale } from "@/lib/i18n/locale-params";

type Props = PageProps<"/[locale]/accessibility">;

export async function generateMetadata({ params }: Props) {
  return accessibilityMetadata(await pageLocale(params));
}

export default async function Page({ params }: Props) {
  return <AccessibilityRoute locale={await pageLocale(params)} />;
}
