import type { MobileMoneyView } from './donate-data'

/** An operator's colour, as a dot beside its name: the ways to give and the operator's card share it. */
export function OperatorDot({ operator }: { operator: Pick<MobileMoneyView, 'color'> }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block h-4 w-4 shrink-0 rounded-full ring-1 ring-slate-400"
      style={{ backgroundColor: operator.color }}
    />
  )
}
