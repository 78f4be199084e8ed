import {
  PolicyRoute,
  policyMetadata,
} from "@/components/policies/policy-route";
import { pageLocale } from "@/lib/i18n/locale-params";

type Props = PageProps<"/[locale]/privacy-policy">;

export async function generateMetadata({ params }: Props) {
  return policyMetadata("privacy", await pageLocale(params));
}

export default async function Page({ params }: Props) {
  return <PolicyRoute id="privacy" locale={await pageLocale(params)} />;
}
