import { formatTimelineTime } from '../../../domain/order-timeline';
import { Panel } from './panel';

/** One thing that happened to a record: what, who did it, when (ISO), and what they wrote with it. */
export interface RecordTimelineEntry {
  text: string;
  actor: string;
  at: string;
  /** A comment or reason given with it (a buyer's "please make them navy"). */
  note?: string | null;
}

/**
 * A record's history for the seller (an order, a quote), oldest first: what happened, who did it and when
 * (London time), with any comment given.
 */
export function RecordTimeline({
  entries,
  label,
}: {
  entries: readonly RecordTimelineEntry[];
  /** The list's name: "Order history". */
  label: string;
}) {
  return (
    <Panel title="Timeline">
      <ol className="mt-3 border-l-2 border-zinc-200 pl-4" aria-label={label}>
        {entries.map((e, i) => (
          <li key={i} className="relative pb-3 last:pb-0">
            <span
              className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-brand-600"
              aria-hidden
            />
            <p className="text-sm font-medium text-zinc-900">{e.text}</p>
            {e.note && (
              <blockquote className="mt-1 border-l-2 border-zinc-300 pl-2 text-sm break-words whitespace-pre-line text-zinc-700">
                {e.note}
              </blockquote>
            )}
            <p className="text-xs text-zinc-600">
              {e.actor} · <time dateTime={e.at}>{formatTimelineTime(e.at)}</time>
            </p>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
