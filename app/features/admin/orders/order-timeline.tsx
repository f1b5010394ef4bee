import { formatTimelineTime, type TimelineEntry } from '../../../../domain/order-timeline';

/** The seller's history of an order, oldest first: what happened, who did it and when (London time). */
export function OrderTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <section aria-labelledby="timeline" className="rounded-lg border border-zinc-200 bg-white p-4">
      <h2 id="timeline" className="font-semibold text-zinc-900">
        Timeline
      </h2>
      <ol className="mt-3 border-l-2 border-zinc-200 pl-4" aria-label="Order history">
        {entries.map((e, i) => (
          <li key={i} className="relative pb-3 last:pb-0">
            <span
              className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-brand-600"
              aria-hidden
            />
            <p className="text-sm font-medium text-zinc-900">{e.text}</p>
            <p className="text-xs text-zinc-600">
              {e.actor} · <time dateTime={e.at}>{formatTimelineTime(e.at)}</time>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
