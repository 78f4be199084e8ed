import Link from "next/link";
import { ShareButton } from "@/components/share/share-button";
import { formatUsd } from "@/data/money";
import { PaymentMethods } from "./payment-methods";

export function CartSummary({
  total,
  onClear,
  shareLink,
}: {
  total: number;
  onClear: () => void;
  /** The absolute link that shares this cart (docs/product.md §7). */
  shareLink: string;
}) {
  return (
    <section
      aria-label="Cart total"
      className="h-fit rounded-xl border border-slate-200 bg-white p-6 lift-sm"
    >
      <p className="text-xl text-slate-900">
        Total: <strong className="font-extrabold">{formatUsd(total)}</strong>
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link href="/checkout" prefetch={false} className="btn-accent">
          Checkout
        </Link>
        <button type="button" onClick={onClear} className="btn-outline">
          Clear Cart
        </button>
      </div>
      <div className="mt-6 border-t border-slate-200 pt-4">
        <ShareButton
          url={shareLink}
          label="Share this cart"
          fieldLabel="Cart link"
        />
      </div>
      <div className="mt-6">
        <PaymentMethods />
      </div>
    </section>
  );
}
