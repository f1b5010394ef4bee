import { axisTicks } from '../../../../domain/earnings';
import { cn } from '~/lib/cn';

export interface BarDatum {
  /** the bar's axis label: "3 Nov" */
  label: string;
  value: number;
}

/** At most this many labels under the bars (half on a phone); the others are skipped (every bar keeps its tooltip). */
const MAX_AXIS_LABELS = 8;

/**
 * A bar chart drawn on the server: the bars in an SVG stretched to the box, the axis labels in HTML so they
 * keep their size on a phone. No JavaScript, so nothing of it reaches the shop's bundle. The figure's caption
 * names it; the caller gives a summary for screen readers and a table of the same figures.
 */
export function BarChart({
  data,
  summary,
  formatValue,
  minStep = 0,
}: {
  data: readonly BarDatum[];
  /** what a screen reader hears for the picture: the table beside it carries every figure */
  summary: string;
  formatValue: (value: number) => string;
  /** 1 for a count, so the axis steps in whole numbers */
  minStep?: number;
}) {
  const ticks = axisTicks(Math.max(0, ...data.map((d) => d.value)), { minStep });
  const top = ticks[ticks.length - 1]!;
  const every = Math.max(1, Math.ceil(data.length / MAX_AXIS_LABELS));
  const at = (value: number) => `${100 - (value / top) * 100}%`;
  return (
    <div className="flex gap-2">
      {/* the value axis */}
      <div
        className="relative h-48 w-16 shrink-0 text-right text-xs text-zinc-600 tabular-nums sm:h-56"
        aria-hidden
      >
        {ticks.map((t) => (
          <span key={t} className="absolute right-0 -translate-y-1/2" style={{ top: at(t) }}>
            {formatValue(t)}
          </span>
        ))}
      </div>
      <div className="min-w-0 flex-1">
        <svg
          viewBox={`0 0 ${data.length} 100`}
          preserveAspectRatio="none"
          className="block h-48 w-full overflow-visible sm:h-56"
          role="img"
          aria-label={summary}
          data-chart="bars"
        >
          {ticks.map((t) => (
            <line
              key={t}
              x1={0}
              x2={data.length}
              y1={100 - (t / top) * 100}
              y2={100 - (t / top) * 100}
              className={t === 0 ? 'stroke-zinc-500' : 'stroke-zinc-200'}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {data.map((d, i) => {
            const height = (d.value / top) * 100;
            return (
              <rect
                key={i}
                x={i + 0.15}
                width={0.7}
                y={100 - height}
                height={height}
                className="fill-brand-600"
              >
                <title>{`${d.label}: ${formatValue(d.value)}`}</title>
              </rect>
            );
          })}
        </svg>
        {/* the bucket axis: each label centred under its bar */}
        <div className="relative mt-1 h-5 text-xs text-zinc-600" aria-hidden>
          {data.map((d, i) =>
            i % every === 0 ? (
              <span
                key={i}
                // a phone has room for half of them
                className={cn(
                  'absolute -translate-x-1/2 whitespace-nowrap',
                  i % (every * 2) !== 0 && 'hidden sm:block',
                )}
                style={{ left: `${((i + 0.5) / data.length) * 100}%` }}
              >
                {d.label}
              </span>
            ) : null,
          )}
        </div>
      </div>
    </div>
  );
}
