import {
  PolicyRoute,
  policyMetadata,
} from "@/components/policies/policy-route";
import { pageLocale } from "@/lib/i18n/locale-params";
import { shownContent } from "@/lib/server/content/catalogue";

type Props = PageProps<"/[locale]/cancellation-policy">;

export async function generateMetadata({ params }: Props) {
  return policyMetadata(
    "cancellation",
    await pageLocale(params),
    await shownContent(),
  );
}

export default async function Page({ params }: Props) {
  return (
    <PolicyRoute
      id="cancellation"
      locale={await pageLocale(params)}
      content={await shownContent()}
    />
  );
}
