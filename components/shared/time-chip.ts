/**
 * A free time drawn as a large chip around a hidden radio, the same in the
 * checkout's slot picker and the manage view's change step, so a time is
 * picked the same way wherever it is offered (docs/product.md §23.6).
 */
export const timeChipClass =
  "flex cursor-pointer items-center justify-center rounded-lg border border-slate-400 px-3 py-2 text-sm font-semibold text-slate-900 choice has-[:checked]:bg-brand-700 has-[:checked]:text-white";
