import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

/** Label and value pairs: a label column and a value column, two pairs to a line from a tablet up (`columns`). */
export function Facts({
  children,
  columns = 'mt-3 grid-cols-[auto_1fr] sm:grid-cols-[auto_1fr_auto_1fr]',
}: {
  children: ReactNode;
  /** the grid's columns and its margin, whole */
  columns?: string;
}) {
  return <dl className={cn('grid gap-x-4 gap-y-1 text-sm', columns)}>{children}</dl>;
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-zinc-600">{label}</dt>
      <dd className="min-w-0 break-words text-zinc-900 tabular-nums">{children}</dd>
    </>
  );
}

/** A list of label and value rows (an application's details, an account's terms), one pair to a line. */
export function FactRows({ rows, columns }: { rows: { label: string; value: string }[]; columns: string }) {
  return (
    <Facts columns={columns}>
      {rows.map((row) => (
        <Fact key={row.label} label={row.label}>
          <span className="font-medium">{row.value}</span>
        </Fact>
      ))}
    </Facts>
  );
}
