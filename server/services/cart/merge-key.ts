import { createHash } from 'node:crypto';
import { sortDecorations, type StoredDecoration } from '../../../domain/line-item';
import type { LineRow } from './rows';

/**
 * The stored merge key: lines with the same product, colour, size, decorations and notes merge. A line whose
 * decorations share one method and design keeps the key it had when a line stored one method, design and
 * positions, so lines stored before several designs per line still merge with new ones.
 */
export function mergeKeyOf(
  line: Pick<LineRow, 'productId' | 'colour' | 'size' | 'decorations' | 'notes'> &
    Partial<Pick<LineRow, 'bundleId' | 'bundleItems' | 'storeId' | 'names'>>,
): string {
  // a bundle line takes the garment's three places: the bundle, its garments (in their stored order), ''
  const what = line.bundleId
    ? [
        `bundle:${line.bundleId}`,
        JSON.stringify((line.bundleItems ?? []).map((i) => [i.productId, i.colour, i.size, i.quantity])),
        '',
      ]
    : [line.productId, line.colour, line.size];
  const list = sortDecorations(line.decorations);
  const designOf = (d: StoredDecoration) =>
    d.logoId ? `logo:${d.logoId}` : `text:${d.font ?? ''}:${d.textLine ?? ''}`;
  const first = list[0];
  const uniform = !first || list.every((d) => d.method === first.method && designOf(d) === designOf(first));
  const key: unknown[] = uniform
    ? [
        ...what,
        first?.method ?? '',
        list.map((d) => d.position).sort(),
        first ? designOf(first) : '',
        line.notes ?? '',
      ]
    : [...what, 'decorations', list.map((d) => [d.position, d.method, designOf(d)]), line.notes ?? ''];
  // a team store's line, and a line with names, are their own (lines without keep the keys they had)
  if (line.storeId) key.push(`store:${line.storeId}`);
  if (line.names)
    key.push(['names', line.names.position, line.names.method, line.names.font, line.names.names]);
  return createHash('sha256').update(JSON.stringify(key)).digest('hex');
}
