import {
  AccessibilityRoute,
  accessibilityMetadata,
} from "@/components/trust/accessibility-route";
import { pageLocale } from "@/lib/i18n/locale-params";
import { shownContent } from "@/lib/server/content/catalogue";

type Props = PageProps<"/[locale]/accessibility">;

export async function generateMetadata({ params }: Props) {
  return accessibilityMetadata(await pageLocale(params), await shownContent());
}

export default async function Page({ params }: Props) {
  return (
    <AccessibilityRoute
      locale={await pageLocale(params)}
      content={await shownContent()}
    />
  );
}
