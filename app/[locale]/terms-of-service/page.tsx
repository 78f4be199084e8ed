import {
  PolicyRoute,
  policyMetadata,
} from "@/components/policies/policy-route";
import { pageLocale } from "@/lib/i18n/locale-params";

type Props = PageProps<"/[locale]/terms-of-service">;

export async function generateMetadata({ params }: Props) {
  return policyMetadata("terms", await pageLocale(params));
}

export default async function Page({ params }: Props) {
  return <PolicyRoute id="terms" locale={await pageLocale(params)} />;
}
