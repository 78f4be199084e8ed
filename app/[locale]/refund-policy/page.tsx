import {
  PolicyRoute,
  policyMetadata,
} from "@/components/policies/policy-route";
import { pageLocale } from "@/lib/i18n/locale-params";
import { shownContent } from "@/lib/server/content/catalogue";

type Props = PageProps<"/[locale]/refund-policy">;

export async function generateMetadata({ params }: Props) {
  return policyMetadata(
    "refund",
    await pageLocale(params),
    await shownContent(),
  );
}

export default async function Page({ params }: Props) {
  return (
    <PolicyRoute
      id="refund"
      locale={await pageLocale(params)}
      content={await shownContent()}
    />
  );
}
