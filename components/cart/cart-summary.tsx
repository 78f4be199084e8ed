import Link from "next/link";
import { formatUsd } from "@/lib/money";

export function CartSummary({
  total,
  onClear,
}: {
  total: number;
  onClear: () => void;
}) {
  return (
    <div className="mt-6 flex flex-wrap items-center gap-4">
      <p className="mr-auto text-xl text-slate-900">
        Total: <strong className="font-extrabold">{formatUsd(total)}</strong>
      </p>
      <button type="button" onClick={onClear} className="btn-outline">
        Clear Cart
      </button>
      <Link href="/checkout" prefetch={false} className="btn-accent">
        Checkout
      </Link>
    </div>
  );
}
