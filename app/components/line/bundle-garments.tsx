import { bundleGarmentText, bundleGarmentsText, bundleSavingText } from '../../../domain/bundle-line';
import type { LineItem } from '../../../domain/line-item';

/**
 * A bundle line's garments (product, colour, size and how many of each one bundle holds) and what it saves
 * against buying them alone. Nothing for a garment line.
 */
export function BundleGarments({
  line,
  withCount = true,
  className = 'text-sm',
  saving: withSaving = true,
}: {
  line: Pick<LineItem, 'title' | 'quantity' | 'unitPrice' | 'bundle'>;
  /** Say "Bundle of 10 garments" above the list (off where the line's row already says it). */
  withCount?: boolean;
  /** Sets the text size too (text-sm when not given). */
  className?: string;
  /** Say what it saves (off for staff who may not see money: their lines carry no prices). */
  saving?: boolean;
}) {
  const { bundle } = line;
  if (!bundle) return null;
  const saving = withSaving ? bundleSavingText(line) : null;
  return (
    <div className={className}>
      {withCount && <p className="font-medium text-zinc-800">{bundleGarmentsText(bundle)}</p>}
      {line.quantity > 1 && <p className="text-zinc-600">Each bundle holds:</p>}
      <ul className="text-zinc-700" aria-label={`Garments in ${line.title}`}>
        {bundle.garments.map((g, i) => (
          <li key={i}>{bundleGarmentText(g)}</li>
        ))}
      </ul>
      {saving && <p className="mt-1 font-medium text-emerald-800">{saving}</p>}
    </div>
  );
}
