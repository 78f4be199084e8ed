/** The cards we take, shown beside totals; drawn by scripts/make-artwork.mjs. */
export function PaymentMethods() {
  return (
    // A fixed 300×75 JPEG needs none of next/image's resizing.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src="/images/payments.jpg"
      alt="Accepted payment methods: credit, debit and bank cards"
      width={300}
      height={75}
      className="h-[75px] w-[300px] max-w-full object-contain"
    />
  );
}
