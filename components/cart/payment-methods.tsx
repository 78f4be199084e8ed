import { paymentsPictureSrc } from "./payments-picture";

/** The cards we take, shown beside totals. */
export function PaymentMethods() {
  return (
    // A drawing inside the page needs none of next/image's resizing.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={paymentsPictureSrc}
      alt="Accepted payment methods: credit, debit and bank cards"
      width={300}
      height={75}
      className="h-[75px] w-[300px] max-w-full object-contain"
    />
  );
}
