import {
  describeStockChange,
  groupStockChanges,
  type RecordedStockChange,
} from '../../../../../domain/stock-changes';
import { formatTimelineTime } from '../../../../../domain/order-timeline';
import { compareSizes, NO_COLOUR } from '../../../../../domain/product-form';

/** How many cells one save lists before "and N more". */
const CELLS_SHOWN = 8;

/** The product's latest stock changes by sellers (who, when, from → to), one line per save. */
export function StockHistory({
  changes,
  colourNames,
}: {
  changes: RecordedStockChange[];
  colourNames: Record<string, string>;
}) {
  const saves = groupStockChanges(changes);
  const nameOf = (colour: string) => (colour === NO_COLOUR ? '' : (colourNames[colour] ?? colour));
  // each save's cells as the editor's grid shows them: the product's colours in order, sizes in size order
  const colourOrder = Object.keys(colourNames);
  const rank = (colour: string) => {
    const i = colourOrder.indexOf(colour);
    return i < 0 ? colourOrder.length : i; // a colour no longer on the product comes last
  };
  for (const save of saves)
    save.changes.sort((a, b) => rank(a.colour) - rank(b.colour) || compareSizes(a.size, b.size));
  return (
    <section aria-labelledby="stock-history-heading" className="mt-8 max-w-4xl">
      <h2 id="stock-history-heading" className="text-lg font-semibold text-brand-900">
        Stock changes
      </h2>
      <p className="text-sm text-zinc-600">
        Changes sellers saved, newest first. Sales take stock through their orders.
      </p>
      {saves.length === 0 ? (
        <p className="mt-2 text-sm text-zinc-700">No stock changes recorded yet.</p>
      ) : (
        <ol className="mt-2 divide-y divide-zinc-200 rounded-lg border border-zinc-200 bg-white text-sm">
          {saves.map((save, i) => {
            const more = save.changes.length - CELLS_SHOWN;
            return (
              <li key={`${save.at}-${i}`} className="px-3 py-2">
                <p className="font-medium text-zinc-900">
                  <time dateTime={save.at}>{formatTimelineTime(save.at)}</time>
                  {save.by ? ` by ${save.by}` : ''}
                </p>
                <p className="text-zinc-700">
                  {save.changes
                    .slice(0, CELLS_SHOWN)
                    .map((c) => describeStockChange(c, nameOf(c.colour)))
                    .join('; ')}
                  {more > 0 ? `; and ${more} more` : ''}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
