/** One figure of an order summary (inside a <dl>); the total is drawn stronger. */
export function SummaryRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={strong ? 'flex justify-between text-base font-bold text-brand-900' : 'flex justify-between'}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
