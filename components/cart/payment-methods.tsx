import { useTranslations } from "next-intl";
import { PaymentCards } from "./payment-cards";

/** The cards we take, shown beside the cart's totals, drawn in the page. */
export function PaymentMethods() {
  const t = useTranslations("cart");
  return (
    <PaymentCards
      role="img"
      aria-label={t("paymentMethods")}
      className="h-[75px] w-[300px] max-w-full"
    />
  );
}
