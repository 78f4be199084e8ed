import { getTranslations } from "next-intl/server";
import type { Locale } from "@/data/locale";

/**
 * The cards we take on /checkout: /images/payments.jpg, a JPEG that
 * `npm run artwork` renders from the drawing /cart shows in the page, at
 * twice the size it is shown for sharp screens, 75 px high.
 */
export async function PaymentsPicture({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "cart" });
  return (
    // A fixed 300×75 JPEG needs none of next/image's resizing.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src="/images/payments.jpg"
      alt={t("paymentMethods")}
      width={300}
      height={75}
      // A phone's largest paint on the English checkout: asked for at once,
      // not after the scripts.
      fetchPriority="high"
      className="h-[75px] w-auto"
    />
  );
}
