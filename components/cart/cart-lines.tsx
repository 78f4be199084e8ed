import Link from "next/link";
import type { CartItem } from "@/lib/cart/items";
import { servicePath } from "@/lib/service-path";
import { formatUsd } from "@/lib/money";

export function CartLines({
  items,
  onRemove,
}: {
  items: readonly CartItem[];
  onRemove: (index: number) => void;
}) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item, index) => (
        <li
          key={item.slug}
          className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4"
        >
          <Link
            href={servicePath(item.slug)}
            className="mr-auto font-semibold text-slate-900 underline-offset-4 hover:underline"
          >
            {item.title}
          </Link>
          <span className="font-bold text-slate-900">
            {formatUsd(item.price)}
          </span>
          <button
            type="button"
            onClick={() => onRemove(index)}
            aria-label={`Remove ${item.title}`}
            className="btn-outline min-h-10 px-3 py-1.5 text-sm"
          >
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}
