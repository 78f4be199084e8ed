import Link from "next/link";
import { PaymentMethods } from "./payment-methods";

export function EmptyCart() {
  return (
    <div className="max-w-3xl">
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <p className="text-xl font-semibold text-slate-900">
          Your cart is empty.
        </p>
        <p className="mt-2 text-slate-700">
          Click the button below to add a new service!
        </p>
        <Link href="/" className="btn-primary mt-6">
          Add A Service
        </Link>
      </div>
      <div className="mt-8">
        <PaymentMethods />
      </div>
    </div>
  );
}
