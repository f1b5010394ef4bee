import { cn } from '~/lib/cn';

/** One headline figure: a label over its value, with a note. */
export function Figure({
  label,
  value,
  note,
  strong,
}: {
  label: string;
  value: string;
  note?: string;
  strong?: boolean;
}) {
  return (
    <div
      className={cn(
        'rounded-lg border bg-white p-4 shadow-sm',
        strong ? 'border-brand-600' : 'border-zinc-200',
      )}
    >
      <dt className="text-sm text-zinc-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-zinc-900 tabular-nums">{value}</dd>
      {note && <dd className="text-xs text-zinc-600">{note}</dd>}
    </div>
  );
}

/** A top-N list as a two-column table named by its title. */
export function RankTable({
  title,
  columns,
  rows,
  empty,
}: {
  title: string;
  columns: [string, string];
  rows: [string, string][];
  empty: string;
}) {
  return (
    <section className="rounded-lg border border-zinc-200 bg-white p-4">
      <h2 className="font-semibold text-zinc-900">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-zinc-600">{empty}</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="text-zinc-600">
            <tr>
              <th scope="col" className="py-1 font-medium">
                {columns[0]}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {columns[1]}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-100">
            {rows.map(([name, figure], i) => (
              <tr key={i}>
                <td className="py-1.5 pr-2">{name}</td>
                <td className="py-1.5 text-right tabular-nums">{figure}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
